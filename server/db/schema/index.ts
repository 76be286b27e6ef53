export * from "./catalog.ts";
export * from "./content.ts";
export * from "./customers.ts";
export * from "./cart.ts";
export * from "./accounts.ts";
export * from "./orders.ts";
export * from "./customer-addresses.ts";
export * from "./rate-limits.ts";
