import { request as apiRequest, expect, type APIResponse } from "@playwright/test";
import { shopUrl } from "../fixtures.ts";
import { DEMO_PASSWORD } from "./checkout.ts";

export type MerchantSettings = {
  /** `PUT /api/settings/<part>` as the demo administrator; fails the test unless it answers 200. */
  save(part: string, patch: unknown): Promise<void>;
  /** `PUT /api/menus/<location>` (the whole menu) as the demo administrator; fails the test unless it answers 200. */
  saveMenu(location: string, menu: unknown): Promise<void>;
  /** `PUT /api/settings/<part>` as the administrator, whatever it answers (for the refusals). */
  put(part: string, patch: unknown): Promise<APIResponse>;
  /** `GET /api/settings/<part>`'s settings. */
  read(part: string): Promise<unknown>;
  dispose(): Promise<void>;
};

/**
 * The demo administrator's session for the shop-wide settings calls, as the specs of the
 * shop-wide-settings project (playwright.config.ts) change them and put them back.
 */
export async function signInAsMerchant(): Promise<MerchantSettings> {
  const admin = await apiRequest.newContext({ baseURL: shopUrl() });
  const first = ((await (await admin.post("/api/nonce")).json()) as { nonce: string }).nonce;
  const login = await admin.post("/api/auth/login", { headers: { "x-vitrine-nonce": first }, data: { email: "admin@vitrine.test", password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { nonce } = (await login.json()) as { nonce: string };
  return {
    async save(part, patch) {
      const response = await admin.put(`/api/settings/${part}`, { headers: { "x-vitrine-nonce": nonce }, data: patch });
      expect(response.status(), await response.text()).toBe(200);
    },
    async saveMenu(location, menu) {
      const response = await admin.put(`/api/menus/${location}`, { headers: { "x-vitrine-nonce": nonce }, data: menu });
      expect(response.status(), await response.text()).toBe(200);
    },
    put: (part, patch) => admin.put(`/api/settings/${part}`, { headers: { "x-vitrine-nonce": nonce }, data: patch }),
    async read(part) {
      const response = await admin.get(`/api/settings/${part}`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { settings: unknown }).settings;
    },
    dispose: () => admin.dispose(),
  };
}
