import { Form, Link } from "react-router";
import type { AdminProblem } from "../../../lib/admin-forms.ts";
import { Field } from "../field.tsx";

type Facets = { entities: string[]; actions: string[]; actors: { id: number; email: string }[] };
type Props = { typed: Record<string, string>; fields: Record<string, string>; facets: Facets };

function Choice({ label, name, options, problem, typed }: { label: string; name: string; options: string[]; problem: AdminProblem; typed: string }) {
  return (
    <Field label={label} name={name} problem={problem}>
      {({ defaultValue, ...props }) => (
        <select defaultValue={defaultValue ?? typed} {...props}>
          <option value="">Any</option>
          {!options.includes(typed) && typed !== "" && <option value={typed}>{typed}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The audit log's filters: a GET form, so a filtered log is a link; its problems sit beside the fields. */
export function AuditFilters({ typed, fields, facets }: Props) {
  const problem: AdminProblem = { message: "", fields, values: typed };
  const exportQuery = new URLSearchParams(Object.entries(typed).filter(([name, value]) => name !== "after" && value !== ""));
  return (
    <Form method="get" className="admin-filters audit-filters" aria-label="Filter the audit log">
      <Choice label="Record type" name="entity" options={facets.entities} problem={problem} typed={typed.entity ?? ""} />
      <Field label="Record id" name="entityId" problem={problem}>
        {({ defaultValue, ...props }) => <input type="text" maxLength={64} defaultValue={defaultValue ?? typed.entityId} {...props} />}
      </Field>
      <Choice label="Who" name="actor" options={facets.actors.map((actor) => actor.email)} problem={problem} typed={typed.actor ?? ""} />
      <Choice label="Action" name="action" options={facets.actions} problem={problem} typed={typed.action ?? ""} />
      <Field label="From" name="from" problem={problem}>
        {({ defaultValue, ...props }) => <input type="date" defaultValue={defaultValue ?? typed.from} {...props} />}
      </Field>
      <Field label="To" name="to" problem={problem}>
        {({ defaultValue, ...props }) => <input type="date" defaultValue={defaultValue ?? typed.to} {...props} />}
      </Field>
      <div className="admin-actions">
        <button type="submit">Filter</button>
        <Link to="/admin/audit">Clear filters</Link>
        <a href={`/admin/audit/export.csv${exportQuery.size > 0 ? `?${exportQuery}` : ""}`} download>
          Export CSV
        </a>
      </div>
    </Form>
  );
}
