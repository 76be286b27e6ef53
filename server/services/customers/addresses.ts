import { and, eq, sql } from "drizzle-orm";
import { type AddressKind, billingAddressSchema, shippingAddressSchema } from "../../../domain/checkout/address.ts";
import { customerAddresses } from "../../db/schema/index.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { ServiceError } from "../errors.ts";

/** A saved address with the checkout address's fields; optional ones are "" when empty. */
export type SavedAddress = {
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  phone: string;
};

export type SavedAddresses = { billing: SavedAddress | null; shipping: SavedAddress | null };

export const ADDRESS_KINDS: readonly AddressKind[] = ["billing", "shipping"];

export function isAddressKind(value: unknown): value is AddressKind {
  return value === "billing" || value === "shipping";
}

const columns = {
  kind: customerAddresses.kind,
  firstName: customerAddresses.firstName,
  lastName: customerAddresses.lastName,
  company: customerAddresses.company,
  country: customerAddresses.country,
  address1: customerAddresses.address1,
  address2: customerAddresses.address2,
  city: customerAddresses.city,
  state: customerAddresses.state,
  postcode: customerAddresses.postcode,
  phone: customerAddresses.phone,
};

export async function readAddresses(q: Queryable, customerId: number): Promise<SavedAddresses> {
  const rows = await q.select(columns).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
  const of = (kind: AddressKind): SavedAddress | null => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return null;
    const { kind: _kind, ...address } = row;
    return address;
  };
  return { billing: of("billing"), shipping: of("shipping") };
}

/**
 * Checks an address with the checkout's rules (domain/checkout/address.ts). Anything that is not an
 * object of fields is refused like an empty form; a shipping address has no phone.
 */
export function validateAddress(kind: AddressKind, input: unknown): SavedAddress {
  const raw = typeof input === "object" && input !== null && !Array.isArray(input) ? input : {};
  const result = (kind === "billing" ? billingAddressSchema : shippingAddressSchema).safeParse(raw);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[issue.path.map(String).join(".") || "form"] ??= issue.message;
    throw new ServiceError("invalid", "invalid_address", "Please check the highlighted fields.", { fields });
  }
  return { phone: "", ...result.data };
}

/** Writes (or replaces) the customer's address of this kind; the caller has validated it. */
export async function writeAddress(q: Queryable, customerId: number, kind: AddressKind, address: SavedAddress, now: Date): Promise<void> {
  await q
    .insert(customerAddresses)
    .values({ customerId, kind, ...address, updatedAt: now })
    .onConflictDoUpdate({ target: [customerAddresses.customerId, customerAddresses.kind], set: { ...address, updatedAt: now } });
}

/**
 * After an order by a signed-in customer with no saved billing address: the order's billing address
 * (and its shipping address when it ships elsewhere) become theirs. Runs inside the order's transaction;
 * an address saved meanwhile by the customer is left alone.
 */
export async function adoptOrderAddresses(
  q: Queryable,
  customerId: number,
  order: { billing: Omit<SavedAddress, "phone"> & { phone?: string }; shipping: Omit<SavedAddress, "phone">; shipToDifferentAddress: boolean },
  now: Date,
): Promise<void> {
  const [existing] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.kind, "billing")));
  if (Number(existing?.n ?? 0) > 0) return;
  const rows: { kind: AddressKind; address: SavedAddress }[] = [{ kind: "billing", address: { ...order.billing, phone: order.billing.phone ?? "" } }];
  if (order.shipToDifferentAddress) rows.push({ kind: "shipping", address: { ...order.shipping, phone: "" } });
  for (const { kind, address } of rows) {
    await q
      .insert(customerAddresses)
      .values({ customerId, kind, ...pick(address), updatedAt: now })
      .onConflictDoNothing({ target: [customerAddresses.customerId, customerAddresses.kind] });
  }
}

function pick(a: SavedAddress): SavedAddress {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company,
    country: a.country,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.state,
    postcode: a.postcode,
    phone: a.phone,
  };
}
