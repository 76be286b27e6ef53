import type { AddressKind } from "../../../domain/checkout/address.ts";
import type { Db } from "../../db/connect.ts";
import { readAddresses, type SavedAddress, type SavedAddresses, validateAddress, writeAddress } from "./addresses.ts";
import { ServiceError } from "../errors.ts";
import { type CustomerOrder, listOrderPage, type OrderPage, readCustomerOrder } from "./orders.ts";

export { ADDRESS_KINDS, isAddressKind, type SavedAddress, type SavedAddresses } from "./addresses.ts";
export { ORDERS_PER_PAGE, type CustomerOrder, type OrderPage, type OrderStatus, type OrderSummary, type StatusChange } from "./orders.ts";

/** What a signed-in customer reads and keeps in My Account: their orders and their saved addresses. */
export type CustomerService = {
  /** One page (from 1) of the customer's orders, newest first, with number, date, status, total and item count. */
  listOrders(customerId: number, options?: { page?: number }): Promise<OrderPage>;
  /** The customer's own order with lines, totals, addresses, methods and status history; null for a missing or foreign order. */
  orderForCustomer(customerId: number, orderId: number): Promise<CustomerOrder | null>;
  addresses(customerId: number): Promise<SavedAddresses>;
  /** Validates with the checkout's address rules and saves; refuses bad input with a ServiceError (invalid, 400) `invalid_address` and `fields`. */
  saveAddress(customerId: number, kind: AddressKind, input: unknown): Promise<SavedAddress>;
};

export function createCustomerService(db: Db, options: { now?: () => Date } = {}): CustomerService {
  const now = options.now ?? (() => new Date());
  return {
    listOrders: (customerId, { page = 1 } = {}) => listOrderPage(db, customerId, page),
    orderForCustomer: (customerId, orderId) => readCustomerOrder(db, customerId, orderId),
    addresses: (customerId) => readAddresses(db, customerId),
    async saveAddress(customerId, kind, input) {
      if (kind !== "billing" && kind !== "shipping") throw new ServiceError("not_found", "address_kind_not_found", "There is no such address.");
      const address = validateAddress(kind, input);
      await writeAddress(db, customerId, kind, address, now());
      return address;
    },
  };
}
