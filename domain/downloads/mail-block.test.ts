import { describe, expect, it } from "vitest";
import { downloadsMailBlock, downloadsReadyMail } from "./mail-block.ts";
import { orderReceivedMail } from "../mail/order-mails.ts";

const key = "A".repeat(43);
const download = {
  accessKey: key,
  guestOrderKey: null,
  productName: "Sourdough Baking Guide (PDF)",
  name: "The guide",
  downloadsRemaining: 5,
  expiresAt: null,
};

describe("downloadsMailBlock", () => {
  it("is empty without downloads", () => expect(downloadsMailBlock([], "https://shop.test")).toBe(""));
  it("lists each file with its absolute link and limits; guests' links carry the order key", () => {
    const block = downloadsMailBlock([download, { ...download, guestOrderKey: "wc_order_x", downloadsRemaining: null }], "https://shop.test");
    expect(block).toBe(
      [
        "Downloads",
        "- Sourdough Baking Guide (PDF): The guide",
        `  https://shop.test/downloads/${key}`,
        "  Downloads remaining: 5. Expires: Never.",
        "- Sourdough Baking Guide (PDF): The guide",
        `  https://shop.test/downloads/${key}?order=wc_order_x`,
        "  Downloads remaining: Unlimited. Expires: Never.",
      ].join("\n"),
    );
  });
  it("goes into the order-received e-mail after the payment", () => {
    const mail = orderReceivedMail({ number: "1001", email: "a@b.test", summary: "S", payment: "P", downloads: downloadsMailBlock([download], "") });
    expect(mail.text).toContain(`P\n\nDownloads\n- Sourdough Baking Guide (PDF): The guide\n  /downloads/${key}`);
    expect(orderReceivedMail({ number: "1001", email: "a@b.test", summary: "S", payment: "P" }).text).not.toContain("Downloads");
  });
});

describe("downloadsReadyMail", () => {
  it("names the shop and the order, and carries the links", () => {
    const block = downloadsMailBlock([download], "https://shop.test");
    const mail = downloadsReadyMail({ number: "1042" }, block, "Vitrine");
    expect(mail.subject).toBe("Your Vitrine downloads for order #1042 are ready");
    expect(mail.text).toContain(`https://shop.test/downloads/${key}`);
    expect(mail.text).toContain("Your order #1042 is paid");
  });
});
