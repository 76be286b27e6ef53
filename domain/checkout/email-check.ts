/**
 * The checkout's inline "is this e-mail already a customer" check (storefront-shell.md §4 "Checkout
 * e-mail", §5, §7 call 5). Pure decisions; the debounce is CHECKOUT_EMAIL_CHECK_DEBOUNCE_MS.
 */
export type EmailCheckAction = "skip" | "reset" | "check";

/** Logged-in shoppers are never checked; an empty field resets both sections without asking. */
export function emailCheckAction(input: { loggedIn: boolean; email: string }): EmailCheckAction {
  if (input.loggedIn) return "skip";
  return input.email.trim() === "" ? "reset" : "check";
}

export type EmailCheckAnswer = { exists: boolean; loginAllowed: boolean };
export type CheckoutAccountSections = { showCreateAccount: boolean; showLogin: boolean };

export const INITIAL_ACCOUNT_SECTIONS: CheckoutAccountSections = { showCreateAccount: true, showLogin: false };

/** A known e-mail swaps create-account for login, when the shop lets customers log in at checkout. */
export function accountSectionsFor(answer: EmailCheckAnswer | null): CheckoutAccountSections {
  if (!answer || !answer.exists) return INITIAL_ACCOUNT_SECTIONS;
  return { showCreateAccount: false, showLogin: answer.loginAllowed };
}

/** Answers can overtake each other; only the answer to the latest request counts. */
export function isLatestAnswer(requestId: number, latestRequestId: number): boolean {
  return requestId === latestRequestId;
}

/**
 * The e-mail check tells whether an address has an account, so it is limited per client address: a
 * shopper asks a handful of times, a script walking a list of addresses is stopped. The head-room is
 * for many shoppers behind one address (an office, a mobile carrier's NAT) checking out at once.
 */
export const EMAIL_CHECK_LIMIT = { name: "checkout_email_check", limit: 20, windowMs: 60_000 } as const;
export const EMAIL_CHECK_LIMITED_MESSAGE = "Too many e-mail checks from your network. Please wait a moment and try again.";
