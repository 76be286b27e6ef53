import { useEffect, useRef, useState } from "react";
import type { AffiliateSettings, PayoutType } from "../../../domain/affiliates/dashboard.ts";
import { payoutTypeOf } from "../../../domain/affiliates/payout-form.ts";
import { reloadAfterSave, SAVE_LABEL, SAVING_LABEL, type SaveMessage, saveMessage } from "../../../domain/affiliates/settings-save.ts";
import type { FormProblem } from "../../lib/account-forms.ts";
import { PayoutDetailsFields } from "./payout-details-fields.tsx";
import { saveSettings } from "./save-settings.ts";
import { SaveMessageLine } from "./save-message-line.tsx";

type SettingsPanelProps = {
  settings: AffiliateSettings;
  nonce: string;
  /** Shown after a save without JavaScript (the route action redirects back with `saved=1`). */
  savedWithoutScript: boolean;
  /** A refusal of the save without JavaScript. */
  problem: FormProblem | null;
  /** Called after a successful save: the dashboard returns to the settings tab. */
  onSaved: () => void;
};

/**
 * The settings tab (spec §3, §4, §6, call 2, §8): every field of the settings payload; the post id and the
 * nonce from hidden fields. With JavaScript the save is `POST /api/affiliate/settings` (button disabled
 * with a saving text, then back; a green message for 4 s, or a red error; a reload when the payout type
 * changed); without it the form posts to the page's action.
 */
export function SettingsPanel({ settings, nonce, savedWithoutScript, problem, onSaved }: SettingsPanelProps) {
  const [chosen, setChosen] = useState<PayoutType | "">(payoutTypeOf(settings.payouttype));
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<(SaveMessage & { id: number }) | null>(
    problem
      ? { tone: "error", text: `Error: ${problem.message}`, id: 0 }
      : savedWithoutScript
        ? { tone: "success", text: "Your settings have been saved.", id: 0 }
        : null,
  );
  const saves = useRef(0);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSaving(true);
    setMessage(null);
    const outcome = await saveSettings(form);
    if (!mounted.current) return;
    setSaving(false);
    setMessage({ ...saveMessage(outcome), id: ++saves.current });
    if (outcome.kind !== "saved") return;
    onSaved();
    if (reloadAfterSave(outcome, payoutTypeOf(settings.payouttype))) window.location.reload();
  }

  const text = (name: keyof AffiliateSettings, label: string, type = "text", autoComplete?: string) => (
    <p className="account-field">
      <label htmlFor={`settings-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`settings-${name}`}
        name={name}
        type={type}
        defaultValue={settings[name]}
        className="field-input"
        maxLength={200}
        autoComplete={autoComplete}
      />
    </p>
  );

  return (
    <>
      <h2 id="affiliate-settings-heading">Settings</h2>
      <form method="post" className="account-form affiliate-settings" aria-labelledby="affiliate-settings-heading" onSubmit={submit}>
        <input type="hidden" name="intent" value="settings" />
        <input type="hidden" name="post_id" value={settings.post_id} />
        <input type="hidden" name="nonce" value={nonce} />
        <fieldset className="account-form__fieldset">
          <legend>Notifications and reports</legend>
          <Checkbox name="wcu_enable_notifications" label="E-mail me when an order is credited to me" checked={settings.wcu_enable_notifications === "1"} />
          <Checkbox name="wcu_enable_reports" label="Send me periodic statistics reports" checked={settings.wcu_enable_reports === "1"} />
          {text("wcu_notifications_extra", "Extra notification addresses (comma-separated)")}
        </fieldset>
        <fieldset className="account-form__fieldset">
          <legend>Payout details</legend>
          <PayoutDetailsFields idPrefix="settings" chosen={chosen} onChoose={setChosen} values={settings} sendHiddenGroups />
        </fieldset>
        <fieldset className="account-form__fieldset">
          <legend>Company and billing</legend>
          {text("wcu-company", "Company", "text", "organization")}
          {text("wcu-billing1", "Billing address line 1", "text", "address-line1")}
          {text("wcu-billing2", "Billing address line 2", "text", "address-line2")}
          {text("wcu-billing3", "Billing address line 3", "text", "address-line3")}
          {text("wcu-taxid", "Tax ID")}
        </fieldset>
        <fieldset className="account-form__fieldset">
          <legend>Profile</legend>
          <div className="account-form__row">
            {text("wcu_first_name", "First name", "text", "given-name")}
            {text("wcu_last_name", "Last name", "text", "family-name")}
          </div>
          {text("wcu_display_name", "Display name")}
          {text("wcu_email", "E-mail address", "email", "email")}
          {text("wcu_phone", "Phone", "tel", "tel")}
          {text("wcu_website", "Website", "url", "url")}
        </fieldset>
        <div className="affiliate-settings__actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? SAVING_LABEL : SAVE_LABEL}
          </button>
          {message && <SaveMessageLine key={message.id} message={message} />}
        </div>
      </form>
    </>
  );
}

function Checkbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <p className="account-field account-field--checkbox">
      <input id={`settings-${name}`} name={name} type="checkbox" value="1" defaultChecked={checked} />
      <label htmlFor={`settings-${name}`}>{label}</label>
    </p>
  );
}
