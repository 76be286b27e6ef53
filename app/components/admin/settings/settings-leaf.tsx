import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from "../../../../domain/money.ts";
import { fieldFormat } from "../../../../domain/admin/settings-fields.ts";
import { fieldLabelOf, leafText, type LeafKind } from "../../../../domain/admin/settings-form.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field } from "../field.tsx";
import { ProductCombobox } from "../product-combobox.tsx";

/** Where a settings form's product fields search the catalogue (routes/admin/settings/product-options.ts). */
const PRODUCT_SEARCH_URL = "/admin/settings/product-options";

type Props = {
  path: string;
  kind: LeafKind;
  value: unknown;
  choices: readonly (readonly [string, string])[] | undefined;
  hint: string | undefined;
  problem: AdminProblem | null;
};

/** The shop currency's sign ("€"), shown before a money field. */
const CURRENCY_SIGN =
  new Intl.NumberFormat(DEFAULT_LOCALE, { style: "currency", currency: DEFAULT_CURRENCY }).formatToParts(0).find((part) => part.type === "currency")?.value ??
  DEFAULT_CURRENCY;

const splitList = (text: string) =>
  text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");

/**
 * One leaf of a settings document: the control its kind asks for, labelled, with its error beside it.
 * Money is typed in the shop's currency after its sign, rates as percentages, and a field with choices
 * is a select by name (several at once for a list, such as a zone's countries). A product is found by
 * searching (the catalogue may hold any number): its choices name only the product chosen.
 */
export function SettingsLeaf({ path, kind, value, choices, hint, problem }: Props) {
  if (kind === "empty-array" || kind === "empty-object") return null;
  const text = leafText(value, kind);
  const unit = kind === "money" ? CURRENCY_SIGN : kind === "percent" || kind === "fine-percent" || kind === "percent-list" ? "%" : null;
  const label = unit ? `${fieldLabelOf(path)} (${unit})` : fieldLabelOf(path);
  return (
    <Field label={label} name={path} problem={problem} {...(hint ? { hint } : {})}>
      {({ defaultValue, ...props }) => {
        if (kind === "boolean") return <input type="checkbox" value="true" defaultChecked={value === true} {...props} />;
        if (fieldFormat(path) === "product" && (kind === "number" || kind === "nullable")) {
          const current = defaultValue ?? text;
          const named = choices?.find(([option]) => option === current);
          return (
            <ProductCombobox {...props} value={current} selected={named ? { id: Number(named[0]), name: named[1] } : null} searchUrl={PRODUCT_SEARCH_URL} />
          );
        }
        if (choices) {
          const current = defaultValue ?? text;
          const many = kind === "list";
          const chosen = many ? splitList(current) : [current];
          // A stored value the choices do not name stays choosable, so saving unchanged keeps it.
          const unknown = chosen.filter((item) => !choices.some(([option]) => option === item));
          return (
            <select {...(many ? { multiple: true, size: 8, defaultValue: chosen } : { defaultValue: current })} {...props}>
              {unknown.map((item) => (
                <option key={`unknown-${item}`} value={item}>
                  {item === "" ? "Choose…" : `${item} (not in the list)`}
                </option>
              ))}
              {choices.map(([option, words]) => (
                <option key={option} value={option}>
                  {words}
                </option>
              ))}
            </select>
          );
        }
        if (kind === "textarea") return <textarea rows={3} defaultValue={defaultValue ?? text} {...props} />;
        if (kind === "color") return <input type="color" defaultValue={defaultValue ?? text} {...props} />;
        if (kind === "money")
          return (
            <span className="settings-affix">
              <span className="settings-affix__sign" aria-hidden="true">
                {CURRENCY_SIGN}
              </span>
              <input type="text" inputMode="decimal" defaultValue={defaultValue ?? text} {...props} />
            </span>
          );
        if (kind === "percent" || kind === "fine-percent")
          return (
            <span className="settings-affix">
              <input type="text" inputMode="decimal" defaultValue={defaultValue ?? text} {...props} />
              <span className="settings-affix__sign" aria-hidden="true">
                %
              </span>
            </span>
          );
        if (kind === "number") return <input type="text" inputMode="numeric" defaultValue={defaultValue ?? text} {...props} />;
        return <input type="text" defaultValue={defaultValue ?? text} {...props} />;
      }}
    </Field>
  );
}
