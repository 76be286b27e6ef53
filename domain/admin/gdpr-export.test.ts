import { describe, expect, it } from "vitest";
import { exportFileName, pickFields, redactTokens, shapeCustomerExport } from "./gdpr-export.ts";

const NOW = new Date("2026-11-26T12:00:00Z");

describe("the GDPR export", () => {
  it("picks only the listed fields, dates as ISO text", () => {
    expect(pickFields({ a: 1, b: new Date(0), secret: "x" }, ["a", "b", "missing"])).toEqual({ a: 1, b: "1970-01-01T00:00:00.000Z" });
  });

  it("removes the token of a one-time link from a mail's text", () => {
    expect(redactTokens("Open https://shop/account/reset-password?token=abc_DEF-123 within one hour")).toBe(
      "Open https://shop/account/reset-password?token=[removed] within one hour",
    );
  });

  it("shapes every section and leaves secrets out", () => {
    const shaped = shapeCustomerExport({
      account: { id: 3, email: "ada@example.com", firstName: "Ada", passwordHash: "$argon2id$…", createdAt: NOW },
      roles: ["customer", "affiliate"],
      addresses: [{ id: 9, customerId: 3, kind: "billing", city: "Galway" }],
      orders: [
        {
          id: 1,
          key: "secret-key",
          idempotencyKey: "k",
          sessionId: "s",
          number: "1001",
          total: 2500,
          lines: [{ id: 4, orderId: 1, name: "Pen", quantity: 2 }],
        },
      ],
      reviews: [{ id: 2, productName: "Pen", content: "Lovely", authorEmail: "ada@example.com" }],
      couponUsages: [{ code: "WELCOME", orderNumber: "1001", discount: 100, couponId: 5 }],
      sessions: [
        { id: "hash", nonce: "n", data: { cart: 1 }, createdAt: NOW, expiresAt: new Date(NOW.getTime() + 1000) },
        { id: "old", nonce: "m", createdAt: new Date(0), expiresAt: new Date(0) },
      ],
      mails: [{ id: 1, to: "ada@example.com", subject: "Reset", kind: "password_reset", text: "?token=abc", attempts: 1 }],
      now: NOW,
    });
    expect(shaped).toMatchObject({ format: "vitrine-customer-export", version: 1, exportedAt: NOW.toISOString(), roles: ["affiliate", "customer"] });
    expect(shaped.account).toEqual({ id: 3, email: "ada@example.com", firstName: "Ada", createdAt: NOW.toISOString() });
    expect(shaped.addresses).toEqual([{ kind: "billing", city: "Galway" }]);
    expect(shaped.orders).toEqual([{ number: "1001", total: 2500, lines: [{ name: "Pen", quantity: 2 }] }]);
    expect(shaped.sessions).toEqual([
      { createdAt: NOW.toISOString(), expiresAt: new Date(NOW.getTime() + 1000).toISOString(), active: true },
      { createdAt: new Date(0).toISOString(), expiresAt: new Date(0).toISOString(), active: false },
    ]);
    expect(shaped.mails).toEqual([{ to: "ada@example.com", subject: "Reset", kind: "password_reset", text: "?token=[removed]" }]);
    const text = JSON.stringify(shaped);
    for (const secret of ["argon2", "secret-key", '"hash"', '"nonce"', "abc"]) expect(text).not.toContain(secret);
  });

  it("names the file by id and day only", () => {
    expect(exportFileName(3, NOW)).toBe("customer-3-export-2026-11-26.json");
  });
});
