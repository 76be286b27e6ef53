/**
 * A document's layout as HTML: one small component per block, real table headers and definition lists,
 * so a screen reader reads it as well as a printer prints it. The text comes from the layout only.
 */
import type { DocumentBlock, DocumentLayout, LabelledValue, TableCell, TableColumn } from "../../../domain/documents/layout-blocks.ts";

export type DocumentGraphics = {
  /** Where the shop's logo is served, or null for a text-only heading. */
  logoUrl: string | null;
  logoAlt: string;
  /** The SVG of each barcode, by the value it encodes. */
  barcodeSvgs: Readonly<Record<string, string>>;
};

export function DocumentBody({ layout, graphics, paper }: { layout: DocumentLayout; graphics: DocumentGraphics; paper: string }) {
  return (
    <main className={`document paper-${paper}${layout.label ? " document-label" : ""}`}>
      {layout.blocks.map((block, index) => (
        <Block key={index} block={block} graphics={graphics} />
      ))}
    </main>
  );
}

function Block({ block, graphics }: { block: DocumentBlock; graphics: DocumentGraphics }) {
  switch (block.type) {
    case "heading":
      return (
        <header className="doc-heading">
          {graphics.logoUrl !== null ? (
            <img className="doc-logo" src={graphics.logoUrl} alt={graphics.logoAlt} />
          ) : block.brand ? (
            <p className="doc-brand">{block.brand}</p>
          ) : null}
          <h1>{block.title}</h1>
          {block.stamp === null ? null : <p className="doc-stamp">{block.stamp}</p>}
        </header>
      );
    case "notice":
      return (
        <div className="doc-notice" role="note">
          {block.lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>
      );
    case "parties":
      return (
        <section className="doc-parties" aria-label="Addresses">
          {block.parties.map((party) => (
            <div key={party.heading} className="doc-keep">
              <h2>{party.heading}</h2>
              <Lines lines={party.lines} />
            </div>
          ))}
        </section>
      );
    case "address":
      return (
        <section className={`doc-address doc-address-${block.size} doc-keep`}>
          <h2>{block.heading}</h2>
          <Lines lines={block.lines} />
        </section>
      );
    case "meta":
      return <Definitions className="doc-meta" rows={block.rows} />;
    case "table":
      return <Table block={block} />;
    case "totals":
      return (
        <table className="doc-totals">
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.label} className={row.grand ? "doc-grand" : undefined}>
                <th scope="row">{row.label}</th>
                <td className="doc-end">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case "details":
      return (
        <section className="doc-details doc-keep">
          <h2>{block.heading}</h2>
          <Definitions className="doc-meta" rows={block.rows} />
        </section>
      );
    case "note":
      return (
        <section className="doc-keep">
          <h2>{block.heading}</h2>
          <p className="doc-note">{block.text}</p>
        </section>
      );
    case "barcode":
      return (
        <figure className="doc-barcode">
          <div
            role="img"
            aria-label={`Barcode of ${block.value}`}
            data-barcode={block.value}
            dangerouslySetInnerHTML={{ __html: graphics.barcodeSvgs[block.value] ?? "" }}
          />
          <figcaption>{block.caption}</figcaption>
        </figure>
      );
    case "footer":
      return (
        <footer className="doc-footer">
          <p>{block.text}</p>
        </footer>
      );
  }
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </address>
  );
}

function Definitions({ className, rows }: { className: string; rows: LabelledValue[] }) {
  return (
    <dl className={className}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Table({ block }: { block: Extract<DocumentBlock, { type: "table" }> }) {
  const tableClass = block.name === "tax-breakdown" ? "doc-tax-table" : undefined;
  return (
    <div className="doc-table-scroll">
      <table className={tableClass}>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === "end" ? "doc-end" : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((cells, rowIndex) => (
            <tr key={rowIndex}>
              {block.columns.map((column, index) => (
                <Cell key={column.key} column={column} cell={cells[index] ?? []} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell({ column, cell }: { column: TableColumn; cell: TableCell }) {
  if (column.tick) {
    return (
      <td>
        <span className="doc-tick" aria-hidden="true" />
      </td>
    );
  }
  const [value, ...details] = cell;
  return (
    <td className={column.align === "end" ? "doc-end" : undefined}>
      {value}
      {details.map((detail, index) => (
        <span key={index} className="doc-detail">
          {detail}
        </span>
      ))}
    </td>
  );
}

/** The whole standalone page: language, title, the inline print style and the document. */
export function DocumentPage({ layout, graphics, paper, css }: { layout: DocumentLayout; graphics: DocumentGraphics; paper: string; css: string }) {
  return (
    <html lang={layout.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{layout.title}</title>
        {/* A document opened in its own tab asks for no shop icon. */}
        <link rel="icon" href="data:," />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <DocumentBody layout={layout} graphics={graphics} paper={paper} />
      </body>
    </html>
  );
}
