/**
 * Webhook signatures: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` in one header. The
 * timestamp inside the signed text stops a captured request being replayed later than the tolerance;
 * the comparison takes constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-vitrine-signature";
/** How old a signed request may be when it arrives. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const mac = (secret: string, timestamp: number, body: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

export function signPayload(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

export function checkSignature(secret: string, body: string, header: string | null, now: Date): "ok" | "signature" | "stale" {
  const parts = new Map((header ?? "").split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return "signature";
  const expected = Buffer.from(mac(secret, timestamp, body), "hex");
  if (!timingSafeEqual(expected, Buffer.from(given, "hex"))) return "signature";
  return Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS ? "stale" : "ok";
}
