import type { AttachedFile } from "../../../../domain/downloads/attached-file.ts";
import { sizeLabel } from "../../../../domain/downloads/file-names.ts";

export type DownloadsSectionProps = {
  productId: number;
  downloadable: boolean;
  files: AttachedFile[];
  variations: { id: number; label: string }[];
  maxBytes: number;
  notice: { kind: "success" | "error"; text: string } | null;
};

/**
 * The product's files sold as downloads: its own forms beside the product form (a form cannot sit in
 * another), each posting to /admin/products/:id/downloads and coming back here with a notice.
 */
export function DownloadsSection({ productId, downloadable, files, variations, maxBytes, notice }: DownloadsSectionProps) {
  const action = `/admin/products/${productId}/downloads`;
  const variationLabel = (id: number | null) => (id === null ? "All variations" : (variations.find((v) => v.id === id)?.label ?? `#${id}`));
  return (
    <section id="downloads" className="admin-card product-editor__section product-downloads" aria-labelledby="product-downloads-heading">
      <h2 id="product-downloads-heading">Downloads</h2>
      {notice ? (
        <p role={notice.kind === "error" ? "alert" : "status"} className={`admin-notice admin-notice--${notice.kind}`}>
          {notice.text}
        </p>
      ) : null}
      <form method="post" action={action} className="product-downloads__flag">
        <input type="hidden" name="intent" value="downloadable" />
        <label>
          <input type="checkbox" name="downloadable" defaultChecked={downloadable} /> Downloadable product (paid orders grant its files)
        </label>{" "}
        <button type="submit" className="button button--small">
          Save
        </button>
      </form>
      {files.length === 0 ? (
        <p>No file attached.</p>
      ) : (
        <div className="admin-table__scroll">
          <table className="admin-table">
            <caption className="visually-hidden">Attached files</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">File</th>
                <th scope="col">For</th>
                <th scope="col">Limit</th>
                <th scope="col">Expiry</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.id}>
                  <td>{file.name}</td>
                  <td>
                    {file.fileName} ({sizeLabel(file.size)})
                  </td>
                  <td>{variationLabel(file.variationId)}</td>
                  <td>{file.downloadLimit ?? "Unlimited"}</td>
                  <td>{file.expiryDays === null ? "Never" : `${file.expiryDays} days`}</td>
                  <td>
                    <form method="post" action={action}>
                      <input type="hidden" name="intent" value="detach" />
                      <input type="hidden" name="fileId" value={file.id} />
                      <button type="submit" className="button button--small button--ghost" aria-label={`Remove ${file.name}`}>
                        Remove
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form method="post" action={action} encType="multipart/form-data" className="product-downloads__add">
        <input type="hidden" name="intent" value="attach" />
        <h3>Attach a file</h3>
        <p>
          <label htmlFor="download-name">File name shown to buyers</label>
          <input id="download-name" name="name" required maxLength={120} />
        </p>
        <p>
          <label htmlFor="download-file">File (at most {sizeLabel(maxBytes)})</label>
          <input id="download-file" name="file" type="file" required />
        </p>
        {variations.length > 0 ? (
          <p>
            <label htmlFor="download-variation">For</label>
            <select id="download-variation" name="variationId" defaultValue="">
              <option value="">All variations</option>
              {variations.map((variation) => (
                <option key={variation.id} value={variation.id}>
                  {variation.label}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        <p>
          <label htmlFor="download-limit">Download limit</label>
          <input id="download-limit" name="downloadLimit" inputMode="numeric" placeholder="Unlimited" />
        </p>
        <p>
          <label htmlFor="download-expiry">Expiry (days after purchase)</label>
          <input id="download-expiry" name="expiryDays" inputMode="numeric" placeholder="Never" />
        </p>
        <button type="submit" className="button">
          Attach file
        </button>
      </form>
    </section>
  );
}
