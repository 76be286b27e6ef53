/** A downloadable file as My Account shows it: the labels are made on the server. */
export type DownloadRow = { href: string; productName: string; name: string; remaining: string; expires: string; orderNumber: string };

/**
 * The buyer's files: product, file, downloads remaining, expiry and the link. The link is a plain anchor
 * (a file answer, never a client-side navigation).
 */
export function DownloadsTable({ downloads, caption }: { downloads: readonly DownloadRow[]; caption: string }) {
  return (
    <table className="account-downloads">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">File</th>
          <th scope="col">Downloads remaining</th>
          <th scope="col">Expires</th>
          <th scope="col">
            <span className="visually-hidden">Download</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {downloads.map((download) => (
          <tr key={download.href}>
            <td data-title="Product">{download.productName}</td>
            <td data-title="File">{download.name}</td>
            <td data-title="Downloads remaining">{download.remaining}</td>
            <td data-title="Expires">{download.expires}</td>
            <td>
              <a href={download.href} className="button button--small" download aria-label={`Download ${download.name}`}>
                Download
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
