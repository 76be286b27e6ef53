import { describe, expect, it } from "vitest";
import { DOCUMENT_FIXTURES, FIXTURE_INVOICE, LONG_PRODUCT_NAME } from "./fixtures.ts";
import { DOCUMENT_KINDS, type DocumentKind } from "./kinds.ts";
import type { DocumentBlock, DocumentBlockType } from "./layout-blocks.ts";
import { documentLayout, PROFORMA_STAMP, type LayoutInput } from "./layout.ts";
import type { DocumentModel } from "./model.ts";

const layoutOf = (kind: DocumentKind, changes: Partial<LayoutInput> = {}) => documentLayout({ ...DOCUMENT_FIXTURES[kind], ...changes });
const blocksOf = (model: LayoutInput) => documentLayout(model).blocks;
const types = (kind: DocumentKind) => layoutOf(kind).blocks.map((block) => block.type);
const block = <T extends DocumentBlockType>(blocks: DocumentBlock[], type: T) =>
  blocks.find((entry) => entry.type === type) as Extract<DocumentBlock, { type: T }>;
const tables = (blocks: DocumentBlock[]) => blocks.filter((entry) => entry.type === "table");
const metaRows = (blocks: DocumentBlock[]) => Object.fromEntries(block(blocks, "meta").rows.map((row) => [row.label, row.value]));
/** Every text of a layout, flattened: what a reader of the printed document can see. */
const allText = (kind: DocumentKind, changes: Partial<LayoutInput> = {}) => JSON.stringify(layoutOf(kind, changes).blocks);

describe("documentLayout", () => {
  it.each([
    ["invoice", ["heading", "parties", "meta", "table", "totals", "table", "details", "footer"]],
    ["proforma-invoice", ["heading", "notice", "parties", "meta", "table", "totals", "table", "details", "footer"]],
    ["credit-note", ["heading", "notice", "parties", "meta", "table", "totals", "table", "details", "footer"]],
    ["packing-list", ["heading", "parties", "meta", "table", "note", "footer"]],
    ["delivery-note", ["heading", "parties", "meta", "table", "note", "footer"]],
    ["dispatch-label", ["heading", "address", "address", "meta"]],
    ["shipping-label", ["address", "meta", "barcode", "address"]],
  ] as const)("%s has its blocks in reading order", (kind, expected) => {
    expect(types(kind)).toEqual(expected);
  });

  it("titles the page with the document, its number (or the order) and the shop", () => {
    expect(layoutOf("invoice").title).toBe("Invoice – INV-2026-00042 – Vitrine Demo Ltd");
    expect(layoutOf("packing-list").title).toBe("Packing list – Order 10023 – Vitrine Demo Ltd");
    expect(layoutOf("invoice", { title: "Tax invoice" }).blocks[0]).toEqual({ type: "heading", title: "Tax invoice", stamp: null, brand: "Vitrine Demo Ltd" });
  });

  it("marks only the labels as labels", () => {
    expect(DOCUMENT_KINDS.filter((kind) => layoutOf(kind).label)).toEqual(["dispatch-label", "shipping-label"]);
  });
});

describe("invoice", () => {
  const blocks = blocksOf(FIXTURE_INVOICE);

  it("names seller, buyer and the different delivery address, with VAT numbers", () => {
    const parties = block(blocks, "parties").parties;
    expect(parties.map((party) => party.heading)).toEqual(["From", "Bill to", "Ship to"]);
    expect(parties[0]?.lines).toContain("VAT number: IE3456789OH");
    expect(parties[1]?.lines).toContain("VAT number: IE9876543W");
  });

  it("leaves out the delivery address when it is the billing address", () => {
    const parties = block(blocksOf({ ...FIXTURE_INVOICE, shipping: { ...FIXTURE_INVOICE.billing, email: "", phone: "", vatNumber: "" } }), "parties").parties;
    expect(parties.map((party) => party.heading)).toEqual(["From", "Bill to"]);
  });

  it("gives its number, dates and due date", () => {
    expect(metaRows(blocks)).toEqual({
      "Invoice number": "INV-2026-00042",
      "Invoice date": "4 March 2026",
      "Order number": "10023",
      "Order date": "2 March 2026",
      "Due date": "18 March 2026",
    });
  });

  it("lists lines with SKU, variation, quantity, unit price, tax rate and amounts", () => {
    const [items] = tables(blocks);
    expect(items?.columns.map((column) => column.label)).toEqual(["Product", "SKU", "Qty", "Unit price excl. tax", "Tax rate", "Net", "Tax", "Amount"]);
    expect(items?.rows[0]).toEqual([
      [LONG_PRODUCT_NAME, "Colour: Forest Green, Size: XL"],
      ["THROW-MER-XL"],
      ["1"],
      ["€120.00"],
      ["23%"],
      ["€120.00"],
      ["€27.60"],
      ["€147.60"],
    ]);
    expect(items?.rows[2]).toEqual([["Hand-Poured Beeswax Candles, Set of 3"], [], ["1"], ["€18.00"], ["13.5%"], ["€18.00"], ["€2.43"], ["€20.43"]]);
  });

  it("adds a discount column only when a line has a discount", () => {
    const lines = FIXTURE_INVOICE.lines.map((line, index) => (index === 1 ? { ...line, discountNet: 490 } : line));
    const [items] = tables(blocksOf({ ...FIXTURE_INVOICE, lines }));
    expect(items?.columns.map((column) => column.key)).toContain("discount");
    expect(items?.rows[1]?.[4]).toEqual(["-€4.90"]);
  });

  it("totals net, shipping, tax and the total due", () => {
    expect(block(blocks, "totals").rows).toEqual([
      { label: "Subtotal excl. tax", value: "€187.00", grand: false },
      { label: "Shipping excl. tax (An Post tracked delivery)", value: "€6.50", grand: false },
      { label: "Total excl. tax", value: "€193.50", grand: false },
      { label: "Tax", value: "€42.80", grand: false },
      { label: "Total", value: "€236.30", grand: true },
    ]);
  });

  it("breaks the tax down per rate", () => {
    const breakdown = tables(blocks)[1];
    expect(breakdown?.caption).toBe("Tax breakdown");
    expect(breakdown?.rows).toEqual([
      [["23%"], ["€175.50"], ["€40.37"]],
      [["13.5%"], ["€18.00"], ["€2.43"]],
    ]);
  });

  it("tells an unpaid bank transfer where to pay and what to quote", () => {
    expect(block(blocks, "details")).toEqual({
      type: "details",
      heading: "Payment",
      rows: [
        { label: "Payment method", value: "Direct bank transfer" },
        { label: "Status", value: "Awaiting payment" },
        { label: "Account name", value: "Vitrine Demo Ltd" },
        { label: "Bank", value: "Demo Bank" },
        { label: "IBAN", value: "IE29 AIBK 9311 5212 3456 78" },
        { label: "BIC", value: "AIBKIE2D" },
        { label: "Payment reference", value: "10023" },
      ],
    });
  });

  it("states the payment terms and the shop's account while unpaid, whatever the payment method", () => {
    const bankAccount = { accountName: "Vitrine Demo Ltd", bankName: "Demo Bank", iban: "IE29 AIBK 9311 5212 3456 78", bic: "AIBKIE2D" };
    const byCard = blocksOf({
      ...FIXTURE_INVOICE,
      seller: { ...FIXTURE_INVOICE.seller, bankAccount },
      paymentTerms: "Payment due within 14 days of the invoice date.",
      payment: { methodId: "card", title: "Card", bank: null, paid: false },
    });
    expect(block(byCard, "details").rows).toEqual([
      { label: "Payment method", value: "Card" },
      { label: "Status", value: "Awaiting payment" },
      { label: "Payment terms", value: "Payment due within 14 days of the invoice date." },
      { label: "Account name", value: "Vitrine Demo Ltd" },
      { label: "Bank", value: "Demo Bank" },
      { label: "IBAN", value: "IE29 AIBK 9311 5212 3456 78" },
      { label: "BIC", value: "AIBKIE2D" },
    ]);
    // A bank transfer quotes its reference, and the account is stated once.
    const byTransfer = blocksOf({ ...FIXTURE_INVOICE, seller: { ...FIXTURE_INVOICE.seller, bankAccount }, paymentTerms: "Net 14." });
    expect(block(byTransfer, "details").rows.filter((row) => row.label === "IBAN")).toHaveLength(1);
    expect(block(byTransfer, "details").rows.map((row) => row.label)).toContain("Payment reference");
    // Paid: the account is still stated, without terms or a reference.
    const paid = blocksOf({
      ...FIXTURE_INVOICE,
      seller: { ...FIXTURE_INVOICE.seller, bankAccount },
      paymentTerms: "Net 14.",
      payment: { ...FIXTURE_INVOICE.payment!, paid: true },
    });
    expect(block(paid, "details").rows.map((row) => row.label)).toEqual(["Payment method", "Status", "Account name", "Bank", "IBAN", "BIC"]);
  });

  it("prints the sender once when the shop's company name is its name", () => {
    const from = block(blocksOf({ ...FIXTURE_INVOICE, seller: { ...FIXTURE_INVOICE.seller, company: "Vitrine Demo Ltd" } }), "parties").parties[0]!;
    expect(from.lines.filter((line) => line === "Vitrine Demo Ltd")).toHaveLength(1);
  });

  it("once paid, shows neither bank details nor a due date", () => {
    const paid = blocksOf({ ...FIXTURE_INVOICE, payment: { ...FIXTURE_INVOICE.payment!, paid: true } });
    expect(block(paid, "details").rows).toEqual([
      { label: "Payment method", value: "Direct bank transfer" },
      { label: "Status", value: "Paid" },
    ]);
    expect(metaRows(paid)["Due date"]).toBeUndefined();
  });

  it("ends with the shop's footer, and has none when the footer is empty", () => {
    expect(blocks.at(-1)).toEqual({ type: "footer", text: FIXTURE_INVOICE.footer });
    expect(types("invoice")).toContain("footer");
    expect(blocksOf({ ...FIXTURE_INVOICE, footer: "  " }).map((entry) => entry.type)).not.toContain("footer");
  });

  it("does not print the customer's note (it is for the warehouse and the courier)", () => {
    expect(allText("invoice")).not.toContain("neighbours");
  });
});

describe("proforma invoice", () => {
  const blocks = layoutOf("proforma-invoice").blocks;

  it("is stamped PROFORMA with its notice, and carries no number", () => {
    expect(blocks[0]).toEqual({ type: "heading", title: "Proforma invoice", stamp: PROFORMA_STAMP, brand: "Vitrine Demo Ltd" });
    expect(block(blocks, "notice").lines).toEqual([DOCUMENT_FIXTURES["proforma-invoice"].notice]);
    expect(Object.keys(metaRows(blocks))).toEqual(["Date", "Order number", "Order date", "Due date"]);
    expect(allText("proforma-invoice")).not.toContain("Invoice number");
  });

  it("still shows prices, totals and how to pay", () => {
    expect(block(blocks, "totals").rows.at(-1)).toEqual({ label: "Total", value: "€236.30", grand: true });
    expect(block(blocks, "details").rows.map((row) => row.label)).toContain("IBAN");
  });

  it("shows no notice box when the notice is empty", () => {
    expect(layoutOf("proforma-invoice", { notice: null }).blocks.map((entry) => entry.type)).not.toContain("notice");
  });
});

describe("credit note", () => {
  const blocks = layoutOf("credit-note").blocks;

  it("says which invoice it corrects and why", () => {
    expect(block(blocks, "notice").lines).toEqual([
      "Corrects invoice INV-2026-00042 of 4 March 2026",
      "Reason: Returned within 30 days: colour not as expected.",
    ]);
    expect(metaRows(blocks)).toMatchObject({ "Credit note number": "CN-2026-00007", "Credit note date": "20 March 2026" });
  });

  it("shows its amounts negative and totals what is credited", () => {
    expect(tables(blocks)[0]?.rows[0]?.slice(5)).toEqual([["-€120.00"], ["-€27.60"], ["-€147.60"]]);
    expect(block(blocks, "totals").rows.at(-1)).toEqual({ label: "Total credited", value: "-€147.60", grand: true });
    expect(tables(blocks)[1]?.rows).toEqual([[["23%"], ["-€120.00"], ["-€27.60"]]]);
  });

  it("names how the money goes back, without bank details", () => {
    expect(block(blocks, "details")).toEqual({ type: "details", heading: "Refund", rows: [{ label: "Refunded via", value: "Direct bank transfer" }] });
  });
});

describe("kinds without prices", () => {
  it.each(["packing-list", "delivery-note", "dispatch-label", "shipping-label"] as const)("%s shows no money, tax or payment", (kind) => {
    const text = allText(kind);
    expect(text).not.toMatch(/€/);
    expect(text).not.toMatch(/Tax|IBAN|Payment|Total/);
  });

  it("the packing list has SKU, name, variation, quantity and a tick column, and the shipping address", () => {
    const blocks = layoutOf("packing-list").blocks;
    const [items] = tables(blocks);
    expect(items?.columns.map((column) => [column.label, column.tick === true])).toEqual([
      ["SKU", false],
      ["Product", false],
      ["Variation", false],
      ["Quantity", false],
      ["Packed", true],
    ]);
    expect(items?.rows[1]).toEqual([["KIT-POUR-02"], ["Ceramic Pour-Over Coffee Set"], ["Glaze: Speckled White"], ["2"], []]);
    expect(block(blocks, "parties").parties[1]).toEqual({
      heading: "Ship to",
      lines: ["Aoife Brennan", "22 Seapoint Avenue", "Salthill", "H91 T6P3 Galway", "Ireland", "+353 87 555 0123"],
    });
  });

  it("the delivery note has the shipping address and the customer's note", () => {
    const blocks = layoutOf("delivery-note").blocks;
    expect(block(blocks, "parties").parties.map((party) => party.heading)).toEqual(["From", "Deliver to"]);
    expect(block(blocks, "note")).toEqual({ type: "note", heading: "Customer note", text: DOCUMENT_FIXTURES["delivery-note"].customerNote });
    expect(tables(blocks)[0]?.columns.map((column) => column.label)).toEqual(["Product", "SKU", "Quantity"]);
    expect(layoutOf("delivery-note", { customerNote: "" }).blocks.map((entry) => entry.type)).not.toContain("note");
  });

  it("the dispatch label names sender and recipient, the order, and the weight when it is known", () => {
    const blocks = layoutOf("dispatch-label").blocks;
    const addresses = blocks.filter((entry) => entry.type === "address");
    expect(addresses.map((entry) => [entry.heading, entry.size, entry.lines[0]])).toEqual([
      ["From", "small", "Vitrine Demo Ltd"],
      ["To", "large", "Aoife Brennan"],
    ]);
    expect(metaRows(blocks)).toEqual({ "Order number": "10023", "Shipping method": "An Post tracked delivery" });
    expect(metaRows(layoutOf("dispatch-label", { weightGrams: 2350 }).blocks)).toMatchObject({ Weight: "2.35 kg" });
  });

  it("the shipping label puts the recipient first and large, with a barcode of the order number", () => {
    const blocks = layoutOf("shipping-label").blocks;
    expect(blocks[0]).toMatchObject({ type: "address", heading: "Ship to", size: "large" });
    expect(block(blocks, "barcode")).toEqual({ type: "barcode", value: "10023", caption: "10023" });
  });
});

describe("missing facts leave no empty rows", () => {
  it("a document without shipping method, payment or SKU still lays out", () => {
    const bare: DocumentModel = {
      ...FIXTURE_INVOICE,
      shippingMethod: null,
      payment: null,
      dueDate: null,
      lines: FIXTURE_INVOICE.lines.map((line) => ({ ...line, sku: null })),
    };
    const blocks = blocksOf(bare);
    expect(blocks.map((entry) => entry.type)).not.toContain("details");
    expect(Object.keys(metaRows(blocks))).not.toContain("Due date");
    expect(tables(blocks)[0]?.rows.every((row) => row[1]?.length === 0)).toBe(true);
  });
});
