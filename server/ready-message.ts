import { DEMO_CUSTOMERS, DEMO_PASSWORD, type Role } from "./db/seed/customers.ts";

/** The address a person can open: a wildcard listen address is reached as localhost. */
export function shopUrl(host: string, port: number): string {
  const reachable = host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${reachable}:${port}`;
}

/** What `npm start` prints once the shop answers: where it is and, on the demo shop, how to sign in. */
export function readyMessage(url: string, demoAccounts: boolean): string {
  const lines = [`Vitrine is ready at ${url}`];
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
