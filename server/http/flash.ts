import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { CookieJar } from "./cookie-jar.ts";

/**
 * One-time messages carried across a redirect (POST → 303 → GET) in a cookie signed with the shop's
 * secret: a value the browser changed, or one written by anyone without the secret, is ignored. Each
 * message names its cookie and the path it is read under; reading it clears it.
 */
export type FlashSlot = { readonly name: string; readonly path: string };

/** How long a message waits for the page that shows it. */
export const FLASH_MAX_AGE_SECONDS = 60;

export type Flash = {
  /** Sets the message (any JSON value) for the next request under the slot's path. */
  put(slot: FlashSlot, value: unknown): void;
  /** The message, when its signature holds (else null); the cookie is cleared either way. */
  take(slot: FlashSlot): unknown;
  /** Clears the slot's cookie. */
  clear(slot: FlashSlot): void;
};

const mac = (secret: string, name: string, payload: string) => createHmac("sha256", secret).update(`${name}=${payload}`).digest("base64url");

/** `<payload>.<signature>`: the payload is the JSON in base64url; the signature covers the cookie's name too. */
export function signFlashValue(secret: string, name: string, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${payload}.${mac(secret, name, payload)}`;
}

/** The value of a signed cookie, or null when it is malformed or its signature does not match. */
export function verifyFlashValue(secret: string, name: string, raw: string): unknown {
  const dot = raw.lastIndexOf(".");
  if (dot <= 0 || raw.length > 4096) return null;
  const payload = raw.slice(0, dot);
  const sent = Buffer.from(raw.slice(dot + 1), "base64url");
  const expected = Buffer.from(mac(secret, name, payload), "base64url");
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function createFlash(secret: string, cookieHeader: string | undefined, jar: CookieJar): Flash {
  const flash: Flash = {
    put: (slot, value) => jar.set(slot.name, signFlashValue(secret, slot.name, value), { path: slot.path, maxAgeSeconds: FLASH_MAX_AGE_SECONDS }),
    take(slot) {
      const raw = cookieValue(cookieHeader, slot.name);
      if (raw === undefined) return null;
      flash.clear(slot);
      return raw === "" ? null : verifyFlashValue(secret, slot.name, raw);
    },
    clear: (slot) => jar.set(slot.name, "", { path: slot.path, maxAgeSeconds: 0 }),
  };
  return flash;
}

/** A secret for a process that was given none (tests): messages then last as long as the process. */
export const processSecret = randomBytes(32).toString("hex");
