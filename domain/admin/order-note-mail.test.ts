import { expect, it } from "vitest";
import { orderNoteMail } from "./order-note-mail.ts";

it("mails the note with the order's number", () => {
  const mail = orderNoteMail({ number: "1042" }, "  Your parcel left today.  ");
  expect(mail.subject).toBe("A note about your Vitrine order #1042");
  expect(mail.text).toContain("order #1042:\n\nYour parcel left today.\n");
});
