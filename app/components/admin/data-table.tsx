import { type ColumnDef, flexRender, getCoreRowModel, type RowSelectionState, useReactTable } from "@tanstack/react-table";
import { Link, useLocation } from "react-router";

/**
 * The admin's data table: TanStack Table for the columns and the row selection, a real <table> with a
 * caption, and sorting done by the server: a sortable column's header is a link to the same list sorted
 * by it (`?sort=name&dir=asc`), marked with aria-sort. Works without JavaScript; selection needs it.
 */
export type SortState = { sort: string; dir: "asc" | "desc" };

export type DataTableProps<Row> = {
  caption: string;
  rows: Row[];
  columns: ColumnDef<Row, unknown>[];
  /** Column ids the server sorts by. */
  sortable?: readonly string[];
  sorted?: SortState;
  rowId: (row: Row) => string;
  /** With selection, a checkbox per row named `name` (the row id as value) joins the form `form`. */
  selection?: { name: string; form: string; state: RowSelectionState; onChange: (state: RowSelectionState) => void };
  empty?: string;
};

export function DataTable<Row>({ caption, rows, columns, sortable = [], sorted, rowId, selection, empty = "Nothing to show." }: DataTableProps<Row>) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualSorting: true,
    enableRowSelection: selection !== undefined,
    state: { rowSelection: selection?.state ?? {} },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === "function" ? updater(selection.state) : updater);
    },
  });
  const allSelected = table.getIsAllRowsSelected();
  return (
    <div className="admin-table__scroll">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && (
                <th scope="col" className="admin-table__select">
                  <input
                    type="checkbox"
                    aria-label="Select every row on this page"
                    checked={allSelected}
                    ref={(input) => {
                      if (input) input.indeterminate = table.getIsSomeRowsSelected();
                    }}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const id = header.column.id;
                const isSorted = sorted?.sort === id;
                return (
                  <th key={header.id} scope="col" aria-sort={isSorted ? (sorted!.dir === "asc" ? "ascending" : "descending") : undefined}>
                    {sortable.includes(id) ? (
                      <SortLink column={id} sorted={sorted}>
                        {label}
                      </SortLink>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + (selection ? 1 : 0)} className="admin-table__empty">
                {empty}
              </td>
            </tr>
          )}
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} aria-selected={selection ? row.getIsSelected() : undefined}>
              {selection && (
                <td className="admin-table__select">
                  <input
                    type="checkbox"
                    name={selection.name}
                    value={row.id}
                    form={selection.form}
                    aria-label={`Select row ${row.id}`}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                </td>
              )}
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A header link that sorts by its column: ascending first, then the other way when it is already so. */
function SortLink({ column, sorted, children }: { column: string; sorted: SortState | undefined; children: React.ReactNode }) {
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const dir = sorted?.sort === column && sorted.dir === "asc" ? "desc" : "asc";
  query.set("sort", column);
  query.set("dir", dir);
  // A page number or a seek position belongs to the old order.
  for (const key of ["page", "after", "before"]) query.delete(key);
  const arrow = sorted?.sort === column ? (sorted.dir === "asc" ? " ▲" : " ▼") : "";
  return (
    <Link to={`?${query}`} className="admin-table__sort" preventScrollReset>
      {children}
      <span aria-hidden="true">{arrow}</span>
    </Link>
  );
}
