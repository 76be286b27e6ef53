/**
 * Where a settings document's stored shape is awkward to edit as a form, the form edits a view of it:
 * tax rates (a map of country → rate) as rows of country and rate, a store notice's optional link as two
 * always-present fields, the documents' kinds as a checkbox each. `toFormView` and `fromFormView` go there and back; other groups pass through.
 * Also the rows a list starts from when it is empty (its new row's template), and the fields' hints.
 */
import { affiliatesFormView, affiliatesFromFormView } from "./affiliates-form-view.ts";
import { DOCUMENT_KINDS } from "../documents/kinds.ts";

type Doc = Record<string, unknown>;
const isDoc = (value: unknown): value is Doc => typeof value === "object" && value !== null && !Array.isArray(value);

export function toFormView(group: string, document: Doc): Doc {
  if (group === "tax") return taxFormView(document);
  if (group === "store-notice" && !isDoc(document.link)) return { ...document, link: { text: "", url: "" } };
  if (group === "documents") return documentsFormView(document);
  if (group === "affiliates") return affiliatesFormView(document);
  return document;
}

export function fromFormView(group: string, view: Doc): Doc {
  if (group === "tax" && Array.isArray(view.rates)) {
    const rates: Record<string, unknown> = {};
    for (const row of view.rates)
      if (isDoc(row))
        rates[
          String(row.country ?? "")
            .trim()
            .toUpperCase()
        ] = row.rate;
    return { ...view, rates };
  }
  if (group === "documents") return documentsFromFormView(view);
  if (group === "affiliates") return affiliatesFromFormView(view);
  if (group === "store-notice" && isDoc(view.link)) {
    const { text, url } = view.link;
    if ((text ?? "") === "" && (url ?? "") === "") return { ...view, link: null };
  }
  return view;
}

/**
 * Tax: the legacy rates map as rows of country and rate, and the display fields always present (a stored
 * document saved before them shows prices as they are entered, and says so in the form).
 */
function taxFormView(document: Doc): Doc {
  const entered = document.pricesIncludeTax === false ? "excluding" : "including";
  return {
    ...document,
    ...(isDoc(document.rates) ? { rates: Object.entries(document.rates).map(([country, rate]) => ({ country, rate })) } : {}),
    displayShopPrices: document.displayShopPrices ?? entered,
    displayCartPrices: document.displayCartPrices ?? entered,
    priceSuffix: document.priceSuffix ?? "",
  };
}

/**
 * Documents: the kinds customers see as one checkbox per kind (a list could not be refilled once
 * emptied), and a title field for every kind (a missing title has no field to type one into).
 */
function documentsFormView(document: Doc): Doc {
  const kinds = Array.isArray(document.customerKinds) ? document.customerKinds : [];
  const titles = isDoc(document.titles) ? document.titles : {};
  return {
    ...document,
    customerKinds: Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, (kinds as unknown[]).includes(kind)])),
    titles: Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, typeof titles[kind] === "string" ? titles[kind] : ""])),
  };
}

function documentsFromFormView(view: Doc): Doc {
  const kinds = isDoc(view.customerKinds) ? view.customerKinds : {};
  const titles = isDoc(view.titles) ? view.titles : {};
  return {
    ...view,
    customerKinds: DOCUMENT_KINDS.filter((kind) => kinds[kind] === true),
    titles: Object.fromEntries(Object.entries(titles).filter(([, title]) => typeof title !== "string" || title.trim() !== "")),
  };
}

/** The new row of an empty list, by the list's path with its numbers as `*`; a list with rows copies its last. */
const ROW_TEMPLATES: [RegExp, unknown][] = [
  [/^(zones\.\*|restOfWorld)\.methods$/, { id: "new", type: "flat_rate", title: "New method", cost: 0 }],
  [/^zones$/, { id: "new-zone", name: "New zone", countries: [], methods: [] }],
  [/^rates$/, { country: "", rate: 0 }],
  [
    /^taxRates$/,
    {
      id: "new-rate",
      label: "VAT",
      country: "",
      region: "",
      postcodes: [],
      cities: [],
      rate: 0,
      priority: 1,
      compound: false,
      shipping: true,
      taxClass: "standard",
    },
  ],
  [/^layout\.(desktop|mobile)\.(above|primary|below)\.(left|center|right)$/, { type: "search" }],
  [/^footer\.(above|primary|below)\.columns$/, []],
  [/^footer\.(above|primary|below)\.columns\.\*$/, { type: "copyright", text: "© Vitrine" }],
  [/\.links$/, { network: "instagram", url: "https://instagram.com/" }],
  [/^productRates$/, { productId: null, rate: { kind: "percent", basisPoints: 1000, amountMinor: 0 } }],
  [/^categoryRates$/, { categoryId: null, rate: { kind: "percent", basisPoints: 1000, amountMinor: 0 } }],
];

export function rowTemplate(listPath: string): unknown {
  const pattern = listPath.replace(/\.\d+(?=\.|$)/g, ".*");
  return ROW_TEMPLATES.find(([match]) => match.test(pattern))?.[1];
}

/** Hints by a field's last name, where its unit or format is not obvious. */
const HINTS: Record<string, string> = {
  cost: "What the customer pays for this method, like 4.95.",
  minAmount: "The order amount from which this method is offered, like 50.00; empty for any amount.",
  rate: "The country's standard rate as a percentage, like 23.",
  countries: "The countries this zone covers; hold Ctrl (⌘ on a Mac) to choose several.",
  country: "The country this applies to.",
  baseCountry: "Where the shop is: prices shown before an address is known are taxed as here.",
  enabledForShippingTypes: "Shipping methods it is offered for, separated by commas: flat_rate, free_shipping, local_pickup.",
  senderAddress: "Empty: the address the server sends from (MAIL_FROM).",
  methods: "Payment icons, separated by commas.",
  prefix: "{year} becomes the year of issue, like INV-{year}-.",
  suffix: "{year} becomes the year of issue.",
  padding: "Digits the number is padded to with zeros: 5 gives 00042; 0 for none.",
  yearlyReset: "Start again from 1 with the first document of each year.",
  paymentDueDays: "Days after the invoice date that payment is due.",
  paymentTerms: "Printed on invoices and proformas while unpaid; {days} becomes the days above.",
  accessType: "logged_in: only a signed-in customer opens their documents; order_link: whoever holds the order's link.",
  showDocumentPreview: "On: a document opens in a new tab to look at; off: it goes straight to the printer.",
  confirmNumbering: "Ask before a print gives an invoice or credit note its number.",
  basisPoints: "The commission as a percentage of the sale, like 10. Used when the kind is percent.",
  amountMinor: "The commission as a fixed amount per sale, like 5.00. Used when the kind is fixed.",
  tierShares:
    "Levels above an affiliate and the share of the direct commission each earns, as percentages separated by commas: 20, 10 gives the parent 20 % and the grandparent 10 %. At most 5 levels.",
  approvalDelayDays: "Days after an order completes before its commission is approved.",
  referralDays: "Days a visit through a referral link is remembered (the cookie's lifetime).",
  minimumPayoutMinor: "The smallest payout an affiliate may request, like 20.00.",
  autoApprove: "On: applications are approved at once; off: staff approve each one.",
  productId: "The product this commission applies to: type two or more letters of its name or SKU, then choose it.",
  categoryId: "The category this commission applies to (its products).",
  pricesIncludeTax: "On: the prices you enter include tax; off: tax is added on top.",
  displayShopPrices: "How product prices show in the shop: including or excluding tax (at the shop's base country).",
  displayCartPrices: "How line prices and the subtotal show in the cart and the mini-cart; totals always show what is charged.",
  logoPath:
    "The logo on the order documents: one of the shop's pictures, as /media/<picture>/<width>.webp (the PDFs print only these); empty for the shop's name as text.",
  priceSuffix: "Text after every shop price, like “incl. VAT”; {price_including_tax} and {price_excluding_tax} become the price.",
};

/** Hints for fields whose name means something else elsewhere (a tax rate row's rate is in millionths). */
const TAX_RATE_HINTS: Record<string, string> = {
  rate: "A percentage with up to four decimals, like 23 or 0.8875.",
  country: "The country it applies to, or every country.",
  region: "A state, province or county code, like NY; empty for the whole country.",
  postcodes: "Postcodes, separated by commas: exact (D02 X285), with * wildcards (D02*) or ranges (10001...10499); empty for all.",
  cities: "City names, separated by commas; empty for every city.",
  priority: "Rates of one priority are alternatives (the most specific applies); each priority adds its own.",
  compound: "Charged on the price plus the taxes before it.",
  shipping: "This rate also taxes shipping.",
  taxClass: "standard, reduced or zero: the products it taxes.",
};
const PATH_HINTS: [RegExp, string][] = Object.entries(TAX_RATE_HINTS).map(([field, hint]) => [new RegExp(`^taxRates\\.\\d+\\.${field}$`), hint]);

export function hintFor(path: string): string | undefined {
  const special = PATH_HINTS.find(([pattern]) => pattern.test(path));
  if (special) return special[1];
  const last = path.split(".").at(-1) ?? "";
  return Object.hasOwn(HINTS, last) ? HINTS[last] : undefined;
}
