import { expect, test } from "./fixtures.ts";
import { freshEmail, loginSection } from "./support/account.ts";
import { openAdmin, STAFF } from "./support/admin.ts";

const NEW_PASSWORD = "a staff member's secret";

test.describe("the admin's staff", () => {
  test.describe.configure({ timeout: 120_000 });

  test("invite a staff member who sets a password, then deactivate them and see their sign-in refused", async ({ page, browser }) => {
    const email = freshEmail("staff");
    await openAdmin(page, "/admin/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("First name").fill("Nia");
    await page.getByLabel("Last name").fill("Okafor");
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Editor" });
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("status")).toContainText("Invitation sent");
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Invited");
    await expect(row.getByLabel(`Role of ${email}`, { exact: true })).toHaveValue("editor");

    // The invitation's link sets the password, in the new staff member's own browser.
    const mailbox = await page.context().newPage();
    await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mail = mailbox.getByRole("article", { name: "You are invited to the Vitrine admin" });
    await expect(mail).toHaveCount(1);
    const link = (await mail.getByRole("link", { name: /\/account\/reset-password\?token=/ }).getAttribute("href"))!;
    await mailbox.close();
    const invitee = await browser.newContext();
    const inviteePage = await invitee.newPage();
    await inviteePage.goto(link);
    await inviteePage.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await inviteePage.getByLabel("Re-enter new password").fill(NEW_PASSWORD);
    await inviteePage.getByRole("button", { name: "Save" }).click();
    await expect(inviteePage).toHaveURL(/\/account\/login\?done=password-reset$/);
    await loginSection(inviteePage).getByLabel("E-mail address").fill(email);
    await loginSection(inviteePage).getByLabel("Password").fill(NEW_PASSWORD);
    await loginSection(inviteePage).getByRole("button", { name: "Log in" }).click();
    await expect(inviteePage).toHaveURL(/\/account\/?$/);

    await page.reload();
    await expect(row).toContainText("Active");
    await row.getByRole("button", { name: `Deactivate ${email}` }).click();
    await expect(page.getByRole("status")).toContainText("Account deactivated");
    await expect(row).toContainText("Deactivated");

    // Their open session has ended, and a new sign-in is refused with a clear message.
    await inviteePage.goto("/account/details");
    await expect(inviteePage).toHaveURL(/\/account\/login/);
    await loginSection(inviteePage).getByLabel("E-mail address").fill(email);
    await loginSection(inviteePage).getByLabel("Password").fill(NEW_PASSWORD);
    await loginSection(inviteePage).getByRole("button", { name: "Log in" }).click();
    await expect(loginSection(inviteePage).getByRole("alert")).toContainText("This account has been deactivated");
    await invitee.close();

    await row.getByRole("button", { name: `Reactivate ${email}` }).click();
    await expect(page.getByRole("status")).toContainText("Account reactivated");
  });

  test("an administrator cannot deactivate or re-role themself from the list", async ({ page }) => {
    await openAdmin(page, "/admin/staff");
    const own = page.getByRole("row").filter({ hasText: STAFF.admin });
    await expect(own).toContainText("You");
    await expect(own.getByRole("button")).toHaveCount(0);
    await expect(own.getByLabel(`Role of ${STAFF.admin}`, { exact: true })).toBeDisabled();
  });

  test("a shop manager is refused the staff page and its API", async ({ page }) => {
    await openAdmin(page, "/admin/staff", STAFF.manager);
    await expect(page.getByRole("heading", { level: 1, name: "Not for your role" })).toBeVisible();
    expect((await page.request.get("/api/admin/staff")).status()).toBe(403);
  });
});
