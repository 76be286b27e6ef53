import { describe, expect, it } from "vitest";
import { readyMessage, shopUrl } from "./ready-message.ts";

describe("the start-up ready message", () => {
  it("shows a wildcard listen address as localhost and keeps a named one", () => {
    expect(shopUrl("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(shopUrl("::", 8080)).toBe("http://localhost:8080");
    expect(shopUrl("127.0.0.1", 3100)).toBe("http://127.0.0.1:3100");
    expect(shopUrl("::1", 3000)).toBe("http://[::1]:3000");
  });

  it("names the URL, the demo logins with their password and where the demo mails are", () => {
    const message = readyMessage("http://localhost:3000", true);
    expect(message.split("\n")[0]).toBe("Vitrine is ready at http://localhost:3000");
    expect(message).toContain('password "vitrine-demo"');
    expect(message).toContain("admin@vitrine.test (administrator)");
    expect(message).toContain("manager@vitrine.test (shop manager)");
    expect(message).toContain("customer@vitrine.test (customer)");
    expect(message).toContain("http://localhost:3000/admin/mail");
  });

  it("says nothing of demo logins on a shop without the demo accounts", () => {
    expect(readyMessage("http://shop.example:3000", false)).toBe("Vitrine is ready at http://shop.example:3000");
  });

  it("on a real shop, points to the setup page while there is no administrator, and warns of test payments", () => {
    const message = readyMessage("http://shop.example:3000", false, { needsAdministrator: true, testPayments: true });
    expect(message).toContain("http://shop.example:3000/setup");
    expect(message).toContain("npm run create-admin");
    expect(message).toContain("test payments are on");
    expect(readyMessage("http://shop.example:3000", false, { needsAdministrator: false, testPayments: false })).toBe(
      "Vitrine is ready at http://shop.example:3000",
    );
  });
});
