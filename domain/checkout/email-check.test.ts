import { describe, expect, it } from "vitest";
import { accountSectionsFor, emailCheckAction, INITIAL_ACCOUNT_SECTIONS, isLatestAnswer } from "./email-check.ts";

describe("emailCheckAction", () => {
  it("S-5-22 S-6-1 skips the check for logged-in shoppers", () => expect(emailCheckAction({ loggedIn: true, email: "a@b.ie" })).toBe("skip"));
  it("S-5-23 S-4-81 an empty e-mail resets without a request", () => expect(emailCheckAction({ loggedIn: false, email: "  " })).toBe("reset"));
  it("S-5-23 checks a non-empty e-mail for guests", () => expect(emailCheckAction({ loggedIn: false, email: "a@b.ie" })).toBe("check"));
});

describe("accountSectionsFor", () => {
  it("S-4-78 S-4-79 S-7-20 a known e-mail hides create-account and shows login", () => {
    expect(accountSectionsFor({ exists: true, loginAllowed: true })).toEqual({ showCreateAccount: false, showLogin: true });
  });
  it("S-7-20 login is not offered when the shop does not allow it", () => {
    expect(accountSectionsFor({ exists: true, loginAllowed: false })).toEqual({ showCreateAccount: false, showLogin: false });
  });
  it("S-4-80 a new e-mail shows create-account", () =>
    expect(accountSectionsFor({ exists: false, loginAllowed: true })).toEqual({ showCreateAccount: true, showLogin: false }));
  it("S-4-81 no answer is the initial state", () => expect(accountSectionsFor(null)).toEqual(INITIAL_ACCOUNT_SECTIONS));
});

describe("isLatestAnswer", () => {
  it("S-7-19 ignores stale answers", () => {
    expect(isLatestAnswer(1, 2)).toBe(false);
    expect(isLatestAnswer(2, 2)).toBe(true);
  });
});
