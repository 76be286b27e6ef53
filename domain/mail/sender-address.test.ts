import { describe, expect, it } from "vitest";
import { DEFAULT_MAIL_FROM, formatMailbox, parseMailbox } from "./sender-address.ts";

describe("parseMailbox", () => {
  it.each([
    ["shop@example.com", { name: "", address: "shop@example.com" }],
    ["  shop@example.com ", { name: "", address: "shop@example.com" }],
    ["Vitrine <shop@example.com>", { name: "Vitrine", address: "shop@example.com" }],
    ['"Vitrine, Dublin" <orders+ie@mail.example.ie>', { name: "Vitrine, Dublin", address: "orders+ie@mail.example.ie" }],
    ["<shop@localhost>", { name: "", address: "shop@localhost" }],
    [DEFAULT_MAIL_FROM, { name: "Vitrine", address: "shop@localhost" }],
  ])("reads %j", (value, mailbox) => {
    expect(parseMailbox(value)).toEqual(mailbox);
  });

  it.each([
    "",
    "   ",
    "shop",
    "shop@",
    "@example.com",
    "shop@example.com.",
    "shop@.example.com",
    "two words@example.com",
    "Vitrine shop@example.com",
    "Vitrine <shop@example.com",
    "Vitrine <a@b.c>, Other <d@e.f>",
    'Vit"rine <shop@example.com>',
    "Vitrine\r\nBcc: x@y.z <shop@example.com>",
    `${"n".repeat(101)} <shop@example.com>`,
  ])("refuses %j", (value) => {
    expect(parseMailbox(value)).toBeNull();
  });
});

describe("formatMailbox", () => {
  it.each([
    [{ name: "", address: "shop@example.com" }, "shop@example.com"],
    [{ name: "Vitrine", address: "shop@example.com" }, "Vitrine <shop@example.com>"],
    [{ name: "Vitrine, Dublin", address: "shop@example.com" }, '"Vitrine, Dublin" <shop@example.com>'],
    [{ name: "Vitrine Ltd.", address: "shop@example.com" }, '"Vitrine Ltd." <shop@example.com>'],
  ])("writes %j as %j, which reads back the same", (mailbox, header) => {
    expect(formatMailbox(mailbox)).toBe(header);
    expect(parseMailbox(header)).toEqual(mailbox);
  });
});
