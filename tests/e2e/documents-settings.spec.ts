/**
 * The documents settings as a merchant edits them in the admin, seen in My Account: the label kinds
 * switched on give the customer their print buttons, and a text of the print flow changed there shows on
 * the page. Shop-wide: this spec runs after the others, alone, and puts the settings back.
 */
import { expect, test } from "./fixtures.ts";
import { signInAs, STAFF } from "./support/admin.ts";
import { answerDocuments, demoCustomerOrder, documentHtml, openOrderDocuments, printLink, recordPrints } from "./support/documents.ts";

test.describe("documents settings", () => {
  test.describe.configure({ timeout: 90_000 });

  test("S-1-5 S-1-6 S-3-4: dispatch and shipping labels switched on in the admin are printable from My Account; the don't-show-again text is the admin's", async ({
    page,
    context,
  }) => {
    await signInAs(page.request, STAFF.admin);
    const original = ((await (await page.request.get("/api/admin/settings/documents")).json()) as { settings: unknown }).settings;
    try {
      await page.goto("/admin/settings/documents");
      await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
      await page.locator('input[name="customerKinds.dispatch-label"]').check();
      await page.locator('input[name="customerKinds.shipping-label"]').check();
      await page.locator('[name="msgs.pop_dont_show_again"]').fill("Never ask me again");
      await page.getByRole("button", { name: "Save documents" }).click();
      await expect(page.getByRole("status")).toContainText("Settings saved");
      await expect(page.locator('input[name="customerKinds.dispatch-label"]')).toBeChecked();

      const prints = await recordPrints(context);
      const requests = await answerDocuments(context, (url) => ({ body: documentHtml(url) }));
      const id = await demoCustomerOrder(page, "Completed");
      await openOrderDocuments(page, `/account/orders/${id}`);
      for (const [kind, name] of [
        ["dispatch-label", "Print dispatch label"],
        ["shipping-label", "Print shipping label"],
      ] as const) {
        await expect(page.getByRole("link", { name })).toHaveAttribute("href", `/account/orders/${id}/documents/${kind}`);
        const popup = page.waitForEvent("popup");
        await printLink(page, kind).click();
        await (await popup).waitForEvent("close");
        expect(requests.at(-1)!.url).toMatch(new RegExp(`/account/orders/${id}/documents/${kind}$`));
      }
      expect(prints).toHaveLength(2);
      await expect(page.getByLabel("Never ask me again")).toBeVisible();
    } finally {
      // The customer's sign-in replaced the administrator's session: sign in again to put the settings back.
      const again = await signInAs(page.request, STAFF.admin);
      const response = await page.request.put("/api/admin/settings/documents", { headers: { "x-vitrine-nonce": again }, data: original });
      expect(response.status(), await response.text()).toBe(200);
    }
  });
});
