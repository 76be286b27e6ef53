import type { InputHTMLAttributes } from "react";

type AccountFieldProps = {
  /** The form's prefix, so two forms on one page never share an id. */
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "form">;

/** A labelled input with its error beside it (linked through aria-describedby, marked aria-invalid). */
export function AccountField({ form, name, label, error, hint, required, ...input }: AccountFieldProps) {
  const id = `${form}-${name}`;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <p className="account-field">
      <label htmlFor={id} className="field-label">
        {label}
        {required && <abbr title="required"> *</abbr>}
      </label>
      <input
        id={id}
        name={name}
        className="field-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <span className="account-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </p>
  );
}

/** The form's notice: an error (announced at once, role="alert") or a confirmation (role="status"). */
export function FormNotice({ kind, children }: { kind: "error" | "success"; children: React.ReactNode }) {
  return (
    <div className={`account-notice account-notice--${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
