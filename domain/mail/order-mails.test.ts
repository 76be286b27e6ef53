import { describe, expect, it } from "vitest";
import { formatMoney } from "../money.ts";
import { newOrderAdminMail, orderReceivedMail } from "./order-mails.ts";

const order = {
  number: "1042",
  email: "emma@vitrine.test",
  items: [
    { quantity: 2, name: "Red Lamp" },
    { quantity: 1, name: "Kettle" },
  ],
  total: 4599,
  currency: "EUR",
  paymentTitle: "Cash on delivery",
};
const total = formatMoney(4599, "EUR");

describe("order e-mails", () => {
  it("the shopper's confirmation names the order, its lines, the total and the payment", () => {
    expect(orderReceivedMail(order)).toEqual({
      subject: "Your Vitrine order #1042 has been received",
      text: `Thank you for your order #1042.\n\n2 × Red Lamp\n1 × Kettle\n\nTotal: ${total}\nPayment: Cash on delivery\n`,
    });
    expect(orderReceivedMail({ ...order, paymentTitle: null }).text).toContain("Payment: none needed\n");
  });

  it("the shop's notice names the order, the shopper's e-mail, the lines and the total", () => {
    expect(newOrderAdminMail(order)).toEqual({
      subject: "[Vitrine] New order #1042",
      text: `New order #1042 from emma@vitrine.test.\n\n2 × Red Lamp\n1 × Kettle\n\nTotal: ${total}\n`,
    });
  });
});
