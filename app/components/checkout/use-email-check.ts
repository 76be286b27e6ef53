import { useCallback, useEffect, useRef, useState } from "react";
import { isEmailShaped, normaliseEmail } from "../../../domain/account/email.ts";
import { CHECKOUT_EMAIL_CHECK_DEBOUNCE_MS } from "../../../domain/cart/constants.ts";
import { checkoutEmailCookie } from "../../../domain/checkout/checkout-email-cookie.ts";
import {
  accountSectionsFor,
  emailCheckAction,
  INITIAL_ACCOUNT_SECTIONS,
  isLatestAnswer,
  type CheckoutAccountSections,
  type EmailCheckAnswer,
} from "../../../domain/checkout/email-check.ts";
import { apiSend } from "../../lib/api-client.ts";

/**
 * The checkout's inline e-mail check (call 5): for guests only, 300 ms after the last keystroke, and only
 * the answer to the latest request counts. Every keystroke also remembers the e-mail in its cookie.
 */
export function useEmailCheck(loggedIn: boolean): { sections: CheckoutAccountSections; onEmailChange: (email: string) => void } {
  const [sections, setSections] = useState<CheckoutAccountSections>(INITIAL_ACCOUNT_SECTIONS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onEmailChange = useCallback(
    (email: string) => {
      document.cookie = checkoutEmailCookie(email);
      clearTimeout(timer.current);
      const action = emailCheckAction({ loggedIn, email });
      if (action === "skip") return;
      // Any answer still on its way belongs to an older value now.
      const requestId = ++latest.current;
      // The server refuses what is not an address; nothing to ask until it looks like one.
      if (action === "reset" || !isEmailShaped(normaliseEmail(email))) {
        setSections(INITIAL_ACCOUNT_SECTIONS);
        return;
      }
      timer.current = setTimeout(() => {
        void ask(email.trim()).then((answer) => {
          if (answer && isLatestAnswer(requestId, latest.current)) setSections(accountSectionsFor(answer));
        });
      }, CHECKOUT_EMAIL_CHECK_DEBOUNCE_MS);
    },
    [loggedIn],
  );
  return { sections, onEmailChange };
}

async function ask(email: string): Promise<EmailCheckAnswer | null> {
  const response = await apiSend("POST", "/api/checkout/email-check", { email }).catch(() => null);
  if (!response?.ok) return null;
  const answer = (await response.json().catch(() => null)) as Partial<EmailCheckAnswer> | null;
  return answer && typeof answer.exists === "boolean" ? { exists: answer.exists, loginAllowed: answer.loginAllowed === true } : null;
}
