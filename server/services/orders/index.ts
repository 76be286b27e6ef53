import type { Db } from "../../db/kit/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import type { CatalogService } from "../catalog/index.ts";
import type { MailService } from "../mail/index.ts";
import type { PaymentService } from "../payments/index.ts";
import { customerForEmail, productChoices, productOfVariation } from "./choices.ts";
import { type DraftDeps, type DraftInput, deleteDraft, placeDraft, saveDraft } from "./draft.ts";
import { type AdminOrder, readAdminOrder } from "./detail.ts";
import { exportOrders, listOrders, type OrderFilter, paymentMethodsUsed } from "./list.ts";
import { addNote, type NoteInput } from "./notes.ts";
import { type RefundInput, refundOrder } from "./refund.ts";
import { changeStatus, type StatusInput } from "./status.ts";

export type { AdminOrder, AdminOrderLine } from "./detail.ts";
export { ORDER_EXPORT_LIMIT, ORDER_SORTS, ORDERS_PER_PAGE, type OrderFilter, type OrderListRow, type OrderSort } from "./list.ts";
export { REFUND_REASON_MAX_LENGTH, type RefundInput, type RefundResult } from "./refund.ts";
export type { NoteInput } from "./notes.ts";
export type { DraftInput, DraftItem } from "./draft.ts";
export type { StatusInput } from "./status.ts";

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;

/**
 * The merchant's side of orders: the list and its export, one order with its lines, refunds, notes and
 * history, status changes, notes and refunds. Writes lock the order row and record an audit entry in
 * their transaction; after one that put stock back, the catalogue's caches and the page cache are emptied.
 */
export function createOrderAdminService(
  db: Db,
  deps: {
    audit: AuditService;
    catalog: Pick<CatalogService, "changed">;
    shop: () => Pick<DraftDeps, "cart" | "checkout" | "sessions"> & {
      mail: Pick<MailService, "enqueue" | "enqueueAll">;
      /** Refunds of card-paid orders go back through the provider; absent, refunds are recorded only. */
      payments?: Pick<PaymentService, "refundForOrder">;
    };
    /** Prefixed to the download links in the e-mails a status change sends; relative when omitted. */
    origin?: string;
  },
) {
  const { audit, catalog } = deps;
  // Read when a draft is saved: the shop's services are all built by then.
  const draftDeps = (): DraftDeps => ({ db, audit, ...deps.shop() });
  const afterStock = <T extends { restockedProductIds: number[] }>(result: T): T => {
    if (result.restockedProductIds.length > 0) catalog.changed();
    return result;
  };
  return {
    list: (filter: OrderFilter, page = 1) => listOrders(db, filter, page),
    export: (filter: OrderFilter) => exportOrders(db, filter),
    paymentMethods: () => paymentMethodsUsed(db),
    get: (id: number): Promise<AdminOrder | null> => readAdminOrder(db, id),
    changeStatus: async (actor: Actor, id: number, input: StatusInput) =>
      afterStock(await changeStatus(db, { audit, mail: deps.shop().mail, origin: deps.origin ?? "" }, actor, id, input)),
    addNote: (actor: Actor, id: number, input: NoteInput) => addNote(db, { audit, mail: deps.shop().mail }, actor, id, input),
    productChoices: () => productChoices(db),
    productOfVariation: (variationId: number) => productOfVariation(db, variationId),
    customerForEmail: (email: string) => customerForEmail(db, email),
    saveDraft: (actor: Actor, id: number | null, input: DraftInput) => saveDraft(draftDeps(), actor, id, input),
    placeDraft: async (actor: Actor, id: number, version?: number) => {
      const placed = await placeDraft(draftDeps(), actor, id, version);
      catalog.changed();
      return placed;
    },
    /** Deletes a draft (404 for no order, 409 `not_a_draft` for a placed one), audited as order.delete. */
    deleteDraft: (actor: Actor, id: number, version?: number) => deleteDraft(draftDeps(), actor, id, version),
    refund: async (actor: Actor, id: number, input: RefundInput) => afterStock(await refundOrder(db, audit, actor, id, input, deps.shop().payments)),
  };
}
