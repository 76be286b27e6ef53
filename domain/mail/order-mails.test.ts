import { describe, expect, it } from "vitest";
import { DEFAULT_EMAIL_SETTINGS } from "./email-texts.ts";
import { newOrderAdminMail, orderReceivedMail } from "./order-mails.ts";

const order = {
  number: "1042",
  email: "emma@vitrine.test",
  summary: "2 × Red Lamp  €40.00\n1 × Kettle  €5.99\nTotal  €45.99",
  payment: "Payment: Cash on delivery",
};

describe("order e-mails", () => {
  it("the shopper's confirmation names the order, its summary and the payment", () => {
    expect(orderReceivedMail(order)).toEqual({
      subject: "Your Vitrine order #1042 has been received",
      text: `Thank you for your order #1042.\n\n${order.summary}\n\nPayment: Cash on delivery\n`,
    });
  });

  it("the shop's notice names the order, the shopper's e-mail and the summary", () => {
    expect(newOrderAdminMail(order)).toEqual({
      subject: "[Vitrine] New order #1042",
      text: `New order #1042 from emma@vitrine.test.\n\n${order.summary}\n`,
    });
  });
});

describe("order e-mails with the merchant's texts", () => {
  const texts = {
    ...DEFAULT_EMAIL_SETTINGS,
    orderReceivedSubject: "{shop}: we have order {number}",
    orderReceivedIntro: "Hello {email}, thanks for order {number}. {unknown} stays.",
    newOrderSubject: "New: {number}",
    newOrderIntro: "{email} ordered.",
    footer: "— the {shop} team",
  };

  it("fills the placeholders and adds the footer to the shopper's mail only", () => {
    expect(orderReceivedMail(order, { texts, shopName: "Vitrine Cork" })).toEqual({
      subject: "Vitrine Cork: we have order 1042",
      text: `Hello emma@vitrine.test, thanks for order 1042. {unknown} stays.\n\n${order.summary}\n\nPayment: Cash on delivery\n\n— the Vitrine Cork team\n`,
    });
    expect(newOrderAdminMail(order, { texts, shopName: "Vitrine Cork" })).toEqual({
      subject: "New: 1042",
      text: `emma@vitrine.test ordered.\n\n${order.summary}\n`,
    });
  });
});
