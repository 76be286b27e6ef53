import { useState } from "react";
import { PAYOUT_TYPES, type PayoutType } from "../../../domain/affiliates/dashboard.ts";
import {
  fieldRequired,
  groupShown,
  PAYOUT_GROUP_FIELDS,
  PAYOUT_GROUP_NOTES,
  PAYOUT_TYPE_LABELS,
  type PayoutField,
} from "../../../domain/affiliates/payout-form.ts";
import { EyeIcon, EyeOffIcon } from "./affiliate-icons.tsx";

type PayoutDetailsFieldsProps = {
  idPrefix: string;
  chosen: PayoutType | "";
  onChoose: (type: PayoutType | "") => void;
  values: Record<string, string>;
  /**
   * Whether the hidden groups' fields still go with the form: the settings save sends every §3 field;
   * a payout request only the chosen type's own (hidden groups are disabled there).
   */
  sendHiddenGroups: boolean;
  /** The types the selector offers (the programme's); every type when not given. */
  offered?: readonly PayoutType[];
};

/**
 * The payout type selector and one group of fields per type (spec §3): the chosen type's group shows,
 * the others hide; bank inputs 1 to 7 are required only for banktransfer (§5).
 */
export function PayoutDetailsFields({ idPrefix, chosen, onChoose, values, sendHiddenGroups, offered = PAYOUT_TYPES }: PayoutDetailsFieldsProps) {
  return (
    <div className="affiliate-payout-details">
      <p className="account-field">
        <label htmlFor={`${idPrefix}-payouttype`} className="field-label">
          Payout type
        </label>
        <select
          id={`${idPrefix}-payouttype`}
          name="payouttype"
          className="field-input"
          value={chosen}
          onChange={(e) => onChoose(e.target.value as PayoutType | "")}
          required={!sendHiddenGroups}
        >
          <option value="">Choose a payout type</option>
          {PAYOUT_TYPES.filter((type) => offered.includes(type)).map((type) => (
            <option key={type} value={type}>
              {PAYOUT_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </p>
      {PAYOUT_TYPES.map((type) => {
        const shown = groupShown(type, chosen);
        return (
          <fieldset key={type} className="affiliate-payout-group" data-payout-group={type} hidden={!shown} disabled={!shown && !sendHiddenGroups}>
            <legend>{PAYOUT_TYPE_LABELS[type]}</legend>
            {PAYOUT_GROUP_NOTES[type] && <p className="account-field__hint">{PAYOUT_GROUP_NOTES[type]}</p>}
            {PAYOUT_GROUP_FIELDS[type].map((field) => (
              <DetailInput key={field.name} idPrefix={idPrefix} field={field} value={values[field.name] ?? ""} required={fieldRequired(field.name, chosen)} />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}

function DetailInput({ idPrefix, field, value, required }: { idPrefix: string; field: PayoutField; value: string; required: boolean }) {
  const id = `${idPrefix}-${field.name}`;
  const label = (
    <label htmlFor={id} className="field-label">
      {field.label}
      {required && <abbr title="required"> *</abbr>}
    </label>
  );
  if (field.kind === "secret")
    return (
      <div className="account-field">
        {label}
        <SecretInput id={id} name={field.name} label={field.label} defaultValue={value} required={required} />
      </div>
    );
  return (
    <p className="account-field">
      {label}
      <input id={id} name={field.name} type={field.kind} defaultValue={value} required={required} className="field-input" maxLength={200} />
    </p>
  );
}

/** A masked input with the show/hide toggle: type password ⇄ text. */
export function SecretInput({ id, name, label, defaultValue, required }: { id: string; name: string; label: string; defaultValue: string; required: boolean }) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="affiliate-secret">
      <input
        id={id}
        name={name}
        type={visible ? "text" : "password"}
        defaultValue={defaultValue}
        required={required}
        className="field-input"
        autoComplete="off"
        maxLength={200}
      />
      <button type="button" className="affiliate-secret__toggle" aria-controls={id} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        {visible ? <EyeOffIcon /> : <EyeIcon />}
        <span className="visually-hidden">{`${visible ? "Hide" : "Show"} ${label.toLowerCase()}`}</span>
      </button>
    </span>
  );
}
