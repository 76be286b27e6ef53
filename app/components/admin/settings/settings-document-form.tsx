import { useMemo, useRef } from "react";
import { Form } from "react-router";
import { joinPath, labelOf, leafKind, type LeafKind } from "../../../../domain/admin/settings-form.ts";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { FormNotice } from "../field.tsx";
import { useUnsavedChanges } from "../use-unsaved-changes.ts";
import { SettingsLeaf } from "./settings-leaf.tsx";

export type SettingsFormModel = {
  document: Record<string, unknown>;
  shape: readonly (readonly [string, LeafKind])[];
  /** A field's choices as value and words (enums, countries, products, categories). */
  choices: Record<string, readonly (readonly [string, string])[]>;
  hints: Record<string, string>;
  /** Paths of the lists of rows (where rows may be added), an empty one included. */
  lists: string[];
};

type Props = { model: SettingsFormModel; problem: AdminProblem | null; saved: boolean; title: string };

/** A row's name for its legend: its own name, title, label or type when it has one. */
function rowName(row: unknown, fallback: string): string {
  if (typeof row === "object" && row !== null) {
    const named = row as Record<string, unknown>;
    for (const key of ["name", "title", "label", "country", "network", "type"])
      if (typeof named[key] === "string" && named[key] !== "") return `${fallback}: ${named[key]}`;
  }
  return fallback;
}

/**
 * A settings document as one form: a fieldset per object, a fieldset per row of a list with its own
 * "Remove" button and an "Add" button per list (both post back a draft, nothing is saved until "Save"),
 * and the document's shape in a hidden field so the server rebuilds it from the post alone.
 */
export function SettingsDocumentForm({ model, problem, saved, title }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(formRef);
  // A new draft (a row added or removed) must replace the typed values, not be merged into them by index.
  const revision = useMemo(() => JSON.stringify(model.shape).length + Math.random(), [model]);
  const kinds = new Map(model.shape.map(([path, kind]) => [path, kind]));
  const elsewhere = Object.entries(problem?.fields ?? {}).filter(([path]) => !kinds.has(path) && !model.lists.includes(path));

  function node(value: unknown, path: string, depth: number): React.ReactNode {
    const kind = Array.isArray(value) && (value.length === 0 || leafKind(value) === null) ? null : (kinds.get(path) ?? leafKind(value));
    if (kind !== null)
      return <SettingsLeaf key={path} path={path} kind={kind} value={value} choices={model.choices[path]} hint={model.hints[path]} problem={problem} />;
    if (Array.isArray(value))
      return (
        <fieldset key={path} className="admin-fieldset settings-list">
          <legend>{labelOf(path)}</legend>
          {value.map((row, index) => {
            const rowPath = joinPath(path, index);
            const name = rowName(row, `${labelOf(path)} ${index + 1}`);
            return (
              <fieldset key={rowPath} className="settings-row">
                <legend>{name}</legend>
                {node(row, rowPath, depth + 1)}
                <button type="submit" name="intent" value={`remove-row:${rowPath}`} className="admin-button--danger" formNoValidate>
                  Remove {name}
                </button>
              </fieldset>
            );
          })}
          {problem?.fields[path] && (
            <p className="admin-field__error" role="alert">
              {problem.fields[path]}
            </p>
          )}
          <button type="submit" name="intent" value={`add-row:${path}`} formNoValidate>
            Add to {labelOf(path).toLowerCase()}
          </button>
        </fieldset>
      );
    const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => node(item, joinPath(path, key), depth + 1));
    if (path === "" || /\.\d+$/.test(path)) return entries;
    return (
      <fieldset key={path} className="admin-fieldset">
        <legend>{labelOf(path)}</legend>
        {problem?.fields[path] && <p className="admin-field__error">{problem.fields[path]}</p>}
        {entries}
      </fieldset>
    );
  }

  return (
    <Form method="post" ref={formRef} key={revision} className="settings-form" aria-label={title}>
      <FormNotice problem={problem} saved={saved ? "Settings saved. The shop shows them from its next page." : null} />
      {elsewhere.length > 0 && (
        <ul className="admin-field__error" role="alert">
          {elsewhere.map(([path, message]) => (
            <li key={path}>
              {path === "_" ? "" : `${path}: `}
              {message}
            </li>
          ))}
        </ul>
      )}
      <input type="hidden" name="__shape" value={JSON.stringify(model.shape)} />
      {node(model.document, "", 0)}
      <div className="admin-actions">
        <button type="submit" name="intent" value="save" className="admin-button--primary">
          Save {title.toLowerCase()}
        </button>
      </div>
    </Form>
  );
}
