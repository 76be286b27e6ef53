/** A table's horizontal scroller: a labelled region that takes focus, so keyboard users can scroll it too. */
export function TableWrap({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="affiliate-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
