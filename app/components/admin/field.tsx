import { type ReactNode, useId } from "react";
import type { AdminProblem } from "../../lib/admin-forms.ts";

/**
 * A labelled form field with its error beside it (aria-invalid and aria-describedby point at it) and the
 * value typed before a refusal put back. `children` renders the control given its props.
 */
export function Field({
  label,
  name,
  problem,
  hint,
  children,
}: {
  label: string;
  name: string;
  problem?: AdminProblem | null | undefined;
  hint?: string;
  children: (props: { id: string; name: string; "aria-invalid"?: true; "aria-describedby"?: string; defaultValue?: string }) => ReactNode;
}) {
  const id = useId();
  const error = problem?.fields[name];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const refilled = problem?.values[name];
  return (
    <div className={`admin-field${error ? " admin-field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        name,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
        ...(refilled !== undefined ? { defaultValue: refilled } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The notice at the top of a form: a refusal's message (role=alert) or a saved confirmation (role=status). */
export function FormNotice({ problem, saved }: { problem?: AdminProblem | null | undefined; saved?: string | null | undefined }) {
  if (problem)
    return (
      <div role="alert" className="admin-notice admin-notice--error">
        {problem.message}
      </div>
    );
  if (saved)
    return (
      <div role="status" className="admin-notice admin-notice--success">
        {saved}
      </div>
    );
  return null;
}
