/**
 * Demo accounts. Every account signs in with the password "vitrine-demo":
 *
 *   admin@vitrine.test      Alex Moreau     admin
 *   manager@vitrine.test    Nina Petrov     shop manager
 *   editor@vitrine.test     Sam Okafor      editor
 *   affiliate@vitrine.test  Priya Raman     affiliate (and customer)
 *   partner@vitrine.test    Lukas Berger    affiliate (and customer)
 *   customer@vitrine.test   Emma Laurent    customer
 *   jonas@vitrine.test, sofia@vitrine.test, noah@vitrine.test, mia@vitrine.test, lea@vitrine.test: customers
 *
 * The `.test` domain is reserved, so no demo e-mail can ever reach a real inbox.
 */
export const DEMO_PASSWORD = "vitrine-demo";

export type Role = "customer" | "affiliate" | "editor" | "admin" | "shop_manager";
export type DemoCustomer = { email: string; firstName: string; lastName: string; roles: Role[]; joinedDaysAgo: number };

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  { email: "admin@vitrine.test", firstName: "Alex", lastName: "Moreau", roles: ["admin"], joinedDaysAgo: 400 },
  { email: "manager@vitrine.test", firstName: "Nina", lastName: "Petrov", roles: ["shop_manager"], joinedDaysAgo: 390 },
  { email: "editor@vitrine.test", firstName: "Sam", lastName: "Okafor", roles: ["editor"], joinedDaysAgo: 380 },
  { email: "affiliate@vitrine.test", firstName: "Priya", lastName: "Raman", roles: ["customer", "affiliate"], joinedDaysAgo: 320 },
  { email: "partner@vitrine.test", firstName: "Lukas", lastName: "Berger", roles: ["customer", "affiliate"], joinedDaysAgo: 290 },
  { email: "customer@vitrine.test", firstName: "Emma", lastName: "Laurent", roles: ["customer"], joinedDaysAgo: 260 },
  { email: "jonas@vitrine.test", firstName: "Jonas", lastName: "Weber", roles: ["customer"], joinedDaysAgo: 210 },
  { email: "sofia@vitrine.test", firstName: "Sofia", lastName: "Rossi", roles: ["customer"], joinedDaysAgo: 180 },
  { email: "noah@vitrine.test", firstName: "Noah", lastName: "Jansen", roles: ["customer"], joinedDaysAgo: 140 },
  { email: "mia@vitrine.test", firstName: "Mia", lastName: "Kowalski", roles: ["customer"], joinedDaysAgo: 90 },
  { email: "lea@vitrine.test", firstName: "Léa", lastName: "Dubois", roles: ["customer"], joinedDaysAgo: 45 },
];

/** Shoppers who may leave a "verified owner" review. */
export const REVIEWING_CUSTOMERS = DEMO_CUSTOMERS.filter((c) => c.roles.includes("customer"));
