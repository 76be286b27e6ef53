import { DEMO_CUSTOMERS, DEMO_PASSWORD, type Role } from "./db/seed/customers.ts";

/** The address a person can open: a wildcard listen address is reached as localhost. */
export function shopUrl(host: string, port: number): string {
  const reachable = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}

export type ShopState = {
  /** No account is an administrator yet: the setup page is open. */
  needsAdministrator?: boolean;
  /** Checkout offers the test card gateway. */
  testPayments?: boolean;
};

/**
 * What `npm start` prints once the shop answers: where it is and, on the demo shop, how to sign in; on a
 * real shop, how to make its first administrator, and a warning while it takes test payments.
 */
export function readyMessage(url: string, demoAccounts: boolean, state: ShopState = {}): string {
  const lines = [`Vitrine is ready at ${url}`];
  if (state.needsAdministrator) lines.push(`No administrator yet: create the first one at ${url}/setup, or with \`npm run create-admin\`.`);
  if (state.testPayments && !demoAccounts) lines.push("Warning: test payments are on (Payments settings): card orders are paid with no real money.");
  if (demoAccounts) {
    // The account that has this role alone reads best (the affiliates are customers too).
    const first = (role: Role) =>
      (DEMO_CUSTOMERS.find((c) => c.roles.length === 1 && c.roles[0] === role) ?? DEMO_CUSTOMERS.find((c) => c.roles.includes(role)))!.email;
    lines.push(
      `Demo logins (password "${DEMO_PASSWORD}"): ${first("admin")} (administrator), ${first("shop_manager")} (shop manager), ${first("customer")} (customer), ${first("affiliate")} (affiliate), ${first("editor")} (editor)`,
      `Demo mails (password-reset links, order e-mails): ${url}/admin/mail, signed in as the administrator`,
    );
  }
  return lines.join("\n");
}
