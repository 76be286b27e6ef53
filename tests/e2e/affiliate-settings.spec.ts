import { EXPECTED_FAILED_RESOURCE, expect, test } from "./fixtures.ts";
import { signInAs } from "./support/admin.ts";
import {
  AFFILIATE,
  DASHBOARD_PATH,
  dashboardHydrated,
  OTHER_AFFILIATE,
  openDashboard,
  panel,
  saveButton,
  saveMessage,
  SETTINGS_API,
  stubSettingsSave,
  tab,
} from "./support/affiliate.ts";
import { recordSubmitAttempts } from "./support/submit-attempts.ts";

const SETTINGS_FIELDS = [
  "post_id",
  "wcu_enable_notifications",
  "wcu_enable_reports",
  "wcu_notifications_extra",
  "payouttype",
  "paypalemail",
  "paypalemail2",
  "paypalemailapi",
  "bankname",
  "banksort",
  "bankaccount",
  "bankother",
  "bankother2",
  "bankother3",
  "bankother4",
  "wcu-company",
  "wcu-billing1",
  "wcu-billing2",
  "wcu-billing3",
  "wcu-taxid",
  "wcu_first_name",
  "wcu_last_name",
  "wcu_display_name",
  "wcu_email",
  "wcu_phone",
  "wcu_website",
];
const saved = (payouttype: string, message = "Your settings have been saved.") => ({ status: 200, body: { message, updatedPayoutFields: { payouttype } } });
const settingsForm = (page: import("@playwright/test").Page) => panel(page, "settings").locator("form");
const shownPayoutType = (page: import("@playwright/test").Page) => settingsForm(page).getByLabel("Payout type").inputValue();

// Most checks save as the second demo affiliate (paid by PayPal): the first is paid by bank transfer, and until
// her bank details are filled in the browser rightly keeps her form from being sent (§5; checked below).
test.describe("affiliate dashboard: the settings save (call 2)", () => {
  test("S-4-33 with banktransfer chosen in the settings, empty bank inputs keep the save from being sent", async ({ page }) => {
    await openDashboard(page, { tab: "settings" });
    const form = settingsForm(page);
    await form.getByLabel("Payout type").selectOption("banktransfer");
    for (const name of ["bankname", "banksort", "bankaccount", "bankother", "bankother2", "bankother3", "bankother4"]) {
      await form.locator(`[name="${name}"]`).fill("");
      await expect(form.locator(`[name="${name}"]`)).toHaveAttribute("required", "");
    }
    const sent = await stubSettingsSave(page, saved(""));
    const attempts = await recordSubmitAttempts(form);
    await saveButton(page).click();
    // The browser refused the empty bank inputs and did not submit: the save was never sent.
    await expect.poll(attempts).toContain("invalid");
    expect(await attempts()).not.toContain("submit");
    expect(sent).toEqual([]);
    await expect(saveButton(page)).toHaveText("Save settings");
    await form.getByLabel("Payout type").selectOption("credit");
    await saveButton(page).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(await attempts()).toContain("submit");
  });

  test("S-7-3 S-7-4 S-3-6 S-3-9 S-3-10 S-3-11 S-3-12 S-3-13 S-3-14 S-6-5 the save posts every settings field, the post id and the hidden nonce", async ({
    page,
  }) => {
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    const form = settingsForm(page);
    const type = await shownPayoutType(page);
    const sent = await stubSettingsSave(page, saved(type));
    const postId = await form.locator('input[type="hidden"][name="post_id"]').inputValue();
    const nonce = await form.locator('input[type="hidden"][name="nonce"]').inputValue();
    expect(postId).not.toBe("");
    expect(nonce).not.toBe("");

    await form.getByLabel("Extra notification addresses (comma-separated)").fill("team@example.test");
    await form.getByLabel("Payout type").selectOption("paypalapi");
    await form.getByLabel("PayPal e-mail address").fill("paypal@example.test");
    await form.getByLabel("Company").fill("Raman Media");
    await form.getByLabel("Tax ID").fill("IE1234567T");
    await form.getByLabel("Phone").fill("+353 1 555 0100");
    const request = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === SETTINGS_API);
    await saveButton(page).click();
    await request;
    await expect(saveMessage(page)).toBeVisible();

    expect(sent).toHaveLength(1);
    const { body, nonceHeader } = sent[0]!;
    for (const field of SETTINGS_FIELDS) expect(Object.keys(body), field).toContain(field);
    expect(body.post_id).toBe(postId);
    expect(body.wcu_notifications_extra).toBe("team@example.test");
    expect(body.payouttype).toBe("paypalapi");
    expect(body.paypalemailapi).toBe("paypal@example.test");
    expect(body["wcu-company"]).toBe("Raman Media");
    expect(body["wcu-taxid"]).toBe("IE1234567T");
    expect(body.wcu_phone).toBe("+353 1 555 0100");
    expect(nonceHeader).toBe(nonce);
    expect(body.nonce).toBe(nonce);
  });

  test("S-3-7 S-3-8 the two checkboxes are sent as '1' when checked and '0' when not", async ({ page }) => {
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    const form = settingsForm(page);
    const sent = await stubSettingsSave(page, saved(await shownPayoutType(page)));
    await form.getByLabel("E-mail me when an order is credited to me").check();
    await form.getByLabel("Send me periodic statistics reports").uncheck();
    await saveButton(page).click();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]!.body.wcu_enable_notifications).toBe("1");
    expect(sent[0]!.body.wcu_enable_reports).toBe("0");
    await expect(saveButton(page)).toHaveText("Save settings");
    await form.getByLabel("E-mail me when an order is credited to me").uncheck();
    await form.getByLabel("Send me periodic statistics reports").check();
    await saveButton(page).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]!.body.wcu_enable_notifications).toBe("0");
    expect(sent[1]!.body.wcu_enable_reports).toBe("1");
  });

  test("S-4-35 S-4-36 S-4-37 S-7-5 S-8-7 the button is disabled with a saving text, then back; the green message shows and the settings tab is active again @phone", async ({
    page,
  }) => {
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    // The answer waits until the test has wandered off, however slow the machine.
    let answerSave = () => {};
    const wanderedOff = new Promise<void>((resolve) => (answerSave = resolve));
    await stubSettingsSave(page, saved(await shownPayoutType(page), "Settings saved, thank you."), wanderedOff);
    await saveButton(page).click();
    await expect(saveButton(page)).toBeDisabled();
    await expect(saveButton(page)).toHaveText("Saving…");
    // Wander off while it saves: success brings the dashboard back to the settings tab.
    await tab(page, "Statistics").click();
    await expect(panel(page, "statistics")).toBeVisible();
    answerSave();
    await expect(tab(page, "Settings")).toHaveClass(/is-active/, { timeout: 5000 });
    await expect(panel(page, "settings")).toBeVisible();
    await expect(saveButton(page)).toBeEnabled();
    await expect(saveButton(page)).toHaveText("Save settings");
    await expect(saveMessage(page)).toHaveText("Settings saved, thank you.");
    await expect(saveMessage(page)).toHaveClass(/affiliate-save-message--success/);
    await expect(saveMessage(page)).toHaveCSS(
      "color",
      await page.evaluate(() => {
        const probe = document.createElement("span");
        probe.style.color = "var(--color-success)";
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      }),
    );
  });

  test("S-8-8 the success message stays about 4 seconds, then fades away", async ({ page }) => {
    await page.clock.install();
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    await stubSettingsSave(page, saved(await shownPayoutType(page)));
    // The page's time stands still from here: the message's 4 s pass only as the test runs the clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await saveButton(page).click();
    await expect(saveMessage(page)).toBeVisible();
    await page.clock.runFor(3000);
    await expect(saveMessage(page)).toBeVisible();
    await expect(saveMessage(page)).not.toHaveClass(/affiliate-save-message--fading/);
    await page.clock.runFor(2600);
    await expect(saveMessage(page)).toHaveCount(0);
  });

  test("S-4-38 S-7-6 a save that changed the payout type reloads the page; the same type does not", async ({ page }) => {
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    const shown = await shownPayoutType(page);
    const other = shown === "credit" ? "stripeapi" : "credit";
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
      // A reload asks the page to unload the moment it is called: the page notes that it was asked.
      window.addEventListener("beforeunload", () => ((window as unknown as { reloadAsked: boolean }).reloadAsked = true));
    });
    // Unchanged is answered as an empty payout type (or the same one): no reload either way.
    const answers = [saved(""), saved(shown), saved(other)];
    await page.route(`**${SETTINGS_API}`, (route) => {
      const answer = answers.shift()!;
      return route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) });
    });
    for (let i = 0; i < 2; i++) {
      await saveButton(page).click();
      await expect(saveMessage(page)).toBeVisible();
      await expect(saveButton(page)).toHaveText("Save settings");
      // The page decides on a reload in the step that puts the message up: with the message shown, it has decided.
      expect(await page.evaluate(() => (window as unknown as { reloadAsked?: boolean }).reloadAsked)).toBeUndefined();
      expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(true);
    }

    const reloaded = page.waitForEvent("load");
    await saveButton(page).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    expect(new URL(page.url()).pathname).toBe(DASHBOARD_PATH);
    expect(new URL(page.url()).searchParams.get("tab")).toBe("settings");
  });

  test("S-4-38 a real save that changes the payout type reloads the page on the settings tab with the new type", async ({ page }) => {
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    const next = (await shownPayoutType(page)) === "credit" ? "stripeapi" : "credit";
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await settingsForm(page).getByLabel("Payout type").selectOption(next);
    const reloaded = page.waitForEvent("load");
    await saveButton(page).click();
    await reloaded;
    await dashboardHydrated(page);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
    await expect(tab(page, "Settings")).toHaveClass(/is-active/);
    expect(await shownPayoutType(page)).toBe(next);
  });

  test("S-8-9 a refused save shows a red 'Error: ' plus the returned text; the button comes back", async ({ page }) => {
    test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: SETTINGS_API });
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    await stubSettingsSave(page, { status: 400, body: { error: { code: "invalid_input", message: "bad" } } });
    await saveButton(page).click();
    await expect(saveMessage(page)).toHaveText("Error: bad");
    await expect(saveMessage(page)).toHaveClass(/affiliate-save-message--error/);
    await expect(saveButton(page)).toBeEnabled();
    await expect(saveButton(page)).toHaveText("Save settings");
  });

  test("S-8-10 a refusal without text shows 'Error: Unknown error'", async ({ page }) => {
    test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: SETTINGS_API });
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    await stubSettingsSave(page, { status: 400, body: {} });
    await saveButton(page).click();
    await expect(saveMessage(page)).toHaveText("Error: Unknown error");
  });

  test("S-8-11 a transport failure shows a red 'AJAX Error: ' plus the error text", async ({ page }) => {
    test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: SETTINGS_API });
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    await stubSettingsSave(page, "abort");
    await saveButton(page).click();
    await expect(saveMessage(page)).toHaveText(/^AJAX Error: .+/);
    await expect(saveMessage(page)).toHaveClass(/affiliate-save-message--error/);
    await page.unroute(`**${SETTINGS_API}`);
    await stubSettingsSave(page, { status: 500, contentType: "text/html", body: "<h1>Server error</h1>" });
    await saveButton(page).click();
    await expect(saveMessage(page)).toHaveText("AJAX Error: 500 Internal Server Error");
  });

  test("S-6-5 an altered nonce is refused by the server and shown as an error", async ({ page }) => {
    test.info().annotations.push({ type: EXPECTED_FAILED_RESOURCE, description: SETTINGS_API });
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    // The nonce is altered on its way out (header and body), so nothing the page renders can put it back.
    await page.route(`**${SETTINGS_API}`, (route) => {
      const request = route.request();
      const body = { ...(request.postDataJSON() as Record<string, string>), nonce: "not-the-nonce" };
      return route.continue({ headers: { ...request.headers(), "x-vitrine-nonce": "not-the-nonce" }, postData: JSON.stringify(body) });
    });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === SETTINGS_API);
    await saveButton(page).click();
    expect((await answer).status()).toBe(403);
    await expect(saveMessage(page)).toHaveText(/^Error: .+/);
  });

  test("S-1-11 a real save of a settings field is there after a reload", async ({ page }, testInfo) => {
    await openDashboard(page, { email: OTHER_AFFILIATE, tab: "settings" });
    const form = settingsForm(page);
    const company = `Berger Studio ${testInfo.project.name} ${Date.now()}`;
    await form.getByLabel("Company").fill(company);
    await saveButton(page).click();
    await expect(saveMessage(page)).toHaveClass(/affiliate-save-message--success/);
    await page.reload();
    await expect(settingsForm(page).getByLabel("Company")).toHaveValue(company);
  });
});

test.describe("affiliate dashboard without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tab links and the settings form work before JavaScript: the page's action saves and confirms", async ({ page }) => {
    await signInAs(page.request, AFFILIATE);
    await page.goto(DASHBOARD_PATH);
    await tab(page, "Settings").click();
    await expect(page).toHaveURL(/\?tab=settings$/);
    await expect(panel(page, "settings")).toBeVisible();
    await expect(panel(page, "statistics")).toBeHidden();
    const form = settingsForm(page);
    const bank = {
      bankname: "Bank of Ireland",
      banksort: "BOFIIE2D",
      bankaccount: "IE29AIBK93115212345678",
      bankother: "Priya Raman",
      bankother2: "Dublin",
      bankother3: "IE",
      bankother4: "Affiliate",
    };
    await form.getByLabel("Payout type").selectOption("banktransfer");
    for (const [name, value] of Object.entries(bank)) await form.locator(`[name="${name}"]`).fill(value);
    const taxId = `IE${Date.now() % 10_000_000}X`;
    await form.getByLabel("Tax ID").fill(taxId);
    await saveButton(page).click();
    await expect(page).toHaveURL(/\?tab=settings&saved=1$/);
    await expect(saveMessage(page)).toHaveText("Your settings have been saved.");
    await expect(settingsForm(page).getByLabel("Tax ID")).toHaveValue(taxId);
    await expect(settingsForm(page).locator('[name="bankaccount"]')).toHaveValue(bank.bankaccount);
  });
});
