/**
 * Where a settings document's stored shape is awkward to edit as a form, the form edits a view of it:
 * tax rates (a map of country → rate) as rows of country and rate, a store notice's optional link as two
 * always-present fields. `toFormView` and `fromFormView` go there and back; other groups pass through.
 * Also the rows a list starts from when it is empty (its new row's template), and the fields' hints.
 */
type Doc = Record<string, unknown>;
const isDoc = (value: unknown): value is Doc => typeof value === "object" && value !== null && !Array.isArray(value);

export function toFormView(group: string, document: Doc): Doc {
  if (group === "tax" && isDoc(document.rates)) return { ...document, rates: Object.entries(document.rates).map(([country, rate]) => ({ country, rate })) };
  if (group === "store-notice" && !isDoc(document.link)) return { ...document, link: { text: "", url: "" } };
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
  if (group === "store-notice" && isDoc(view.link)) {
    const { text, url } = view.link;
    if ((text ?? "") === "" && (url ?? "") === "") return { ...view, link: null };
  }
  return view;
}

/** The new row of an empty list, by the list's path with its numbers as `*`; a list with rows copies its last. */
const ROW_TEMPLATES: [RegExp, unknown][] = [
  [/^(zones\.\*|restOfWorld)\.methods$/, { id: "new", type: "flat_rate", title: "New method", cost: 0 }],
  [/^zones$/, { id: "new-zone", name: "New zone", countries: ["XX"], methods: [] }],
  [/^rates$/, { country: "", rate: 0 }],
  [/^layout\.(desktop|mobile)\.(above|primary|below)\.(left|center|right)$/, { type: "search" }],
  [/^footer\.(above|primary|below)\.columns$/, []],
  [/^footer\.(above|primary|below)\.columns\.\*$/, { type: "copyright", text: "© Vitrine" }],
  [/\.links$/, { network: "instagram", url: "https://instagram.com/" }],
];

export function rowTemplate(listPath: string): unknown {
  const pattern = listPath.replace(/\.\d+(?=\.|$)/g, ".*");
  return ROW_TEMPLATES.find(([match]) => match.test(pattern))?.[1];
}

/** Hints by a field's last name, where its unit or format is not obvious. */
const HINTS: Record<string, string> = {
  cost: "In cents: 495 is €4.95.",
  minAmount: "In cents; empty for none.",
  rate: "In basis points: 2300 is 23 %.",
  countries: "Two-letter country codes, separated by commas.",
  country: "Two-letter country code, like IE.",
  enabledForShippingTypes: "flat_rate, free_shipping, local_pickup; separated by commas.",
  senderAddress: "Empty: the address the server sends from (MAIL_FROM).",
  methods: "Payment icons, separated by commas.",
};

export function hintFor(path: string): string | undefined {
  const last = path.split(".").at(-1) ?? "";
  return Object.hasOwn(HINTS, last) ? HINTS[last] : undefined;
}
