import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig: mail settings", () => {
  it("has no SMTP server and a default sender when nothing is set", () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: { name: "Vitrine", address: "shop@localhost" } });
    expect(loadConfig({ SMTP_URL: "", MAIL_FROM: "" }).mail).toEqual({ smtpUrl: undefined, from: { name: "Vitrine", address: "shop@localhost" } });
  });

  it("reads SMTP_URL (smtp or smtps) and MAIL_FROM", () => {
    expect(loadConfig({ SMTP_URL: "smtps://user:pa%40ss@mail.example.com:465", MAIL_FROM: '"Vitrine, Dublin" <orders@example.com>' }).mail).toEqual({
      smtpUrl: "smtps://user:pa%40ss@mail.example.com:465",
      from: { name: "Vitrine, Dublin", address: "orders@example.com" },
    });
    expect(loadConfig({ SMTP_URL: "smtp://mail.example.com" }).mail.smtpUrl).toBe("smtp://mail.example.com");
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.com" }, /SMTP_URL/],
    [{ SMTP_URL: "mail.example.com:587" }, /SMTP_URL/],
    [{ MAIL_FROM: "shop" }, /MAIL_FROM/],
    [{ MAIL_FROM: "Shop <shop@example.com>, Other <o@example.com>" }, /MAIL_FROM/],
  ])("stops with a readable message for %o", (env, field) => {
    expect(() => loadConfig(env)).toThrow(field);
    expect(() => loadConfig(env)).toThrow(/^Invalid configuration:/);
  });

  it("never repeats the SMTP password in its message", () => {
    expect(() => loadConfig({ SMTP_URL: "ftp://user:hunter2@mail.example.com" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
  });
});

describe("loadConfig: TRUST_PROXY", () => {
  it("trusts no proxy by default", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
  });

  it("reads a hop count or a list of addresses and CIDRs", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1, fd00::/8" }).trustProxy).toEqual(["10.0.0.0/8", "127.0.0.1", "::1", "fd00::/8"]);
  });

  it.each(["true", "yes", "0", "10.0.0.0/8,evil.example", "*"])("stops on %j", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe("DEMO", () => {
  it("starts a real shop unless DEMO asks for the demo, and refuses a DEMO it cannot read", () => {
    expect(loadConfig({}).demo).toBe(false);
    expect(loadConfig({ DEMO: "0" }).demo).toBe(false);
    expect(loadConfig({ DEMO: "1" }).demo).toBe(true);
    expect(loadConfig({ DEMO: "true" }).demo).toBe(true);
    expect(() => loadConfig({ DEMO: "yes please" })).toThrow(/DEMO must be 1/);
  });
});
