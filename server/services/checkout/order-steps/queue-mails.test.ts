import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/connect.ts";
import { createTestDatabase, testDatabaseKind } from "../../../testing/test-database.ts";
import { createServices, type Services } from "../../index.ts";
import { queueMails } from "./queue-mails.ts";

let database: Database;
let services: Services;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createServices(database.db, { mediaDir: "/nonexistent", mailTransport: null, mailFrom: { name: "Vitrine", address: "shop@vitrine.test" } });
});
afterAll(() => database?.close());

const order = { number: "1042", email: "emma@vitrine.test", summary: "1 × Kettle  €5.99", payment: "Payment: Cash on delivery" };
const queue = () => database.db.transaction((tx) => queueMails(tx, services.mail, order, "shop@vitrine.test"));

describe(`order mails' texts (${testDatabaseKind})`, () => {
  it("reads as before while the merchant has not changed the texts", async () => {
    await queue();
    const [notice, received] = await services.mail.listOutbox({});
    expect(received).toMatchObject({ to: "emma@vitrine.test", subject: "Your Vitrine order #1042 has been received" });
    expect(notice).toMatchObject({ to: "shop@vitrine.test", subject: "[Vitrine] New order #1042" });
    expect([received!.sender, notice!.sender]).toEqual(["Vitrine <shop@vitrine.test>", "Vitrine <shop@vitrine.test>"]);
  });

  it("uses the texts and the shop name saved in the admin", async () => {
    const { customer } = await services.accounts.register(null, { email: "boss@vitrine.test", password: "a long enough secret" });
    const actor = { id: customer.id, email: customer.email };
    await services.settingsAdmin.save(actor, "store", { ...(await services.settingsAdmin.read("store")), name: "Vitrine Cork" });
    const emails = await services.settingsAdmin.read("emails");
    await services.settingsAdmin.save(actor, "emails", {
      ...emails,
      senderName: "Vitrine Cork",
      senderAddress: "hello@vitrine.ie",
      orderReceivedIntro: "Thanks, {email}!",
      footer: "See you soon at {shop}.",
    });
    await queue();
    const [notice, received] = await services.mail.listOutbox({});
    expect([received!.sender, notice!.sender]).toEqual(["Vitrine Cork <hello@vitrine.ie>", "Vitrine Cork <hello@vitrine.ie>"]);
    expect(received!.subject).toBe("Your Vitrine Cork order #1042 has been received");
    expect(received!.text).toBe(`Thanks, emma@vitrine.test!\n\n${order.summary}\n\n${order.payment}\n\nSee you soon at Vitrine Cork.\n`);
  });
});
