/**
 * The root loader (the shell of every page) called as React Router calls it, through the real services:
 * the header's cart count is the cart of the session the request context resolved, the one session
 * every loader and action of the request shares.
 */
import { describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "../server/services/sessions/cookie.ts";
import { routeArgs } from "../server/testing/route-args.ts";
import { withShopServices } from "../server/testing/shop-services.ts";
import { testDatabaseKind } from "../server/testing/test-database.ts";
import { loader } from "./root.tsx";

const shop = withShopServices();
const lamp = () => shop.ids.get("red-lamp")!;
const page = (cookie?: string) => new Request("http://shop.test/cart", { headers: cookie ? { cookie } : {} });

describe(`root loader on ${testDatabaseKind}`, () => {
  it("counts the cart of the session the request context resolved from the cookie, looked up once", async () => {
    const { token, session } = await shop.services.sessions.create();
    await shop.services.cart.addItems(session.id, { productId: lamp(), quantity: 3 });
    const find = vi.spyOn(shop.services.sessions, "find");
    try {
      const args = routeArgs(page(`theme=dark; ${SESSION_COOKIE}=${token}`), shop.services);
      expect(await loader(args as never)).toMatchObject({ cartCount: 3, customer: null });
      expect(find).toHaveBeenCalledTimes(1);
    } finally {
      find.mockRestore();
    }
  });

  it("counts the cart of a session started earlier in the same request, before the browser has its cookie", async () => {
    const args = routeArgs(page(), shop.services);
    const session = await args.context.ctx.ensureSession();
    await shop.services.cart.addItems(session.id, { productId: lamp(), quantity: 2 });
    expect(await loader(args as never)).toMatchObject({ cartCount: 2 });
  });

  it("is 0 without a session, and for a cookie that names no live session", async () => {
    expect(await loader(routeArgs(page(), shop.services) as never)).toMatchObject({ cartCount: 0, customer: null });
    expect(await loader(routeArgs(page(`${SESSION_COOKIE}=${"b".repeat(43)}`), shop.services) as never)).toMatchObject({ cartCount: 0 });
  });

  it("S-2-7 reads only the menus the header and footer layout place, by location", async () => {
    const getMenu = vi.spyOn(shop.services.content, "getMenu");
    try {
      const data = (await loader(routeArgs(page(), shop.services) as never)) as { menus: Record<string, unknown> };
      // The default layout: the primary menu, the phone menu (mobile, or primary while it is empty), the footer menu.
      expect(getMenu.mock.calls.map(([location]) => location).sort()).toEqual(["footer", "mobile", "primary"]);
      expect(Object.keys(data.menus).sort()).toEqual(["footer", "mobile", "primary"]);
    } finally {
      getMenu.mockRestore();
    }
  });
});
