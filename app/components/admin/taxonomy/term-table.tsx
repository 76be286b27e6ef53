import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import type { SwatchType } from "../../../../domain/admin/taxonomy-labels.ts";
import { DataTable } from "../data-table.tsx";
import type { TermRow } from "./attribute-forms.tsx";
import { DeleteDisclosure, MoveButtons } from "./move-buttons.tsx";

/** An attribute's terms in their order, with Up/Down, edit and delete (refused while products use the term). */
export function TermTable({ terms, swatchType }: { terms: TermRow[]; swatchType: SwatchType }) {
  const columns: ColumnDef<TermRow, unknown>[] = [
    {
      id: "name",
      header: "Name",
      cell: ({ row }) => (
        <span className="taxonomy__term">
          {row.original.color && <span className="taxonomy__swatch" style={{ background: row.original.color }} aria-hidden="true" />}
          {row.original.name}
        </span>
      ),
    },
    { id: "slug", header: "Slug", cell: ({ row }) => row.original.slug },
    ...(swatchType === "color" ? [{ id: "color", header: "Colour", cell: ({ row }) => row.original.color ?? "—" } satisfies ColumnDef<TermRow, unknown>] : []),
    { id: "products", header: "Products", cell: ({ row }) => row.original.productCount },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row }) => {
        const term = row.original;
        const index = terms.indexOf(term);
        const effect =
          term.productCount > 0
            ? `${term.productCount === 1 ? "1 product uses" : `${term.productCount} products use`} it: deleting will be refused until it is removed from them.`
            : "No product uses it.";
        return (
          <div className="admin-actions">
            <Link to={`?term=${term.id}`} aria-label={`Edit ${term.name}`} preventScrollReset>
              Edit
            </Link>
            <MoveButtons id={term.id} name={term.name} first={index === 0} last={index === terms.length - 1} />
            <DeleteDisclosure id={term.id} name={term.name} effect={effect} />
          </div>
        );
      },
    },
  ];
  return <DataTable caption="Terms" rows={terms} columns={columns} rowId={(row) => String(row.id)} empty="This attribute has no terms yet." />;
}
