import { describe, expect, it } from "vitest";
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
