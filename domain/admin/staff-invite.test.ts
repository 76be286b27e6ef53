import { describe, expect, it } from "vitest";
import { inviteMail, INVITE_TOKEN_TTL_MS } from "./staff-invite.ts";

describe("the staff invitation mail", () => {
  it("lasts a week, longer than a lost-password link", () => {
    expect(INVITE_TOKEN_TTL_MS).toBe(7 * 24 * 3600 * 1000);
  });
  it("names the role and carries the link, escaped in HTML", () => {
    const mail = inviteMail({ name: "Sam <b>", role: "shop_manager", link: "/account/reset-password?token=t&x=1", newAccount: true });
    expect(mail.subject).toBe("You are invited to the Vitrine admin");
    expect(mail.text).toContain("as a shop manager");
    expect(mail.text).toContain("set your password");
    expect(mail.text).toContain("/account/reset-password?token=t&x=1");
    expect(mail.html).toContain("Sam &lt;b&gt;");
    expect(mail.html).toContain('href="/account/reset-password?token=t&amp;x=1"');
  });
  it("tells an existing customer their password still works", () => {
    expect(inviteMail({ name: "", role: "admin", link: "/l", newAccount: false }).text).toMatch(
      /^Hello,\n\n.*as an administrator\.\nYou can sign in with your usual password/,
    );
  });
});
