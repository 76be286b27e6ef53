export const BULK_PRINT_FORM_ID = "orders-bulk-print";

/**
 * Prints the packing lists or shipping labels of the orders ticked in the list as one PDF, in a new tab.
 * The rows' checkboxes join this form by its id; a GET, since printing changes nothing.
 */
export function BulkPrintForm({ selectedCount }: { selectedCount: number }) {
  return (
    <form
      id={BULK_PRINT_FORM_ID}
      method="get"
      action="/admin/orders/documents.pdf"
      target="_blank"
      className="admin-actions orders-bulk-print"
      aria-label="Print documents of the selected orders"
    >
      <label htmlFor="bulk-print-kind">Print for the selected orders</label>
      <select id="bulk-print-kind" name="kind" defaultValue="packing-list">
        <option value="packing-list">Packing lists</option>
        <option value="shipping-label">Shipping labels</option>
      </select>
      <button type="submit" className="admin-button">
        Print {selectedCount > 0 ? `${selectedCount} ` : ""}as PDF
      </button>
    </form>
  );
}
