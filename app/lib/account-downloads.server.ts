import { downloadPath, expiryLabel, remainingLabel } from "../../domain/downloads/rules.ts";
import type { GrantedDownload } from "../../server/services/downloads/index.ts";
import type { DownloadRow } from "../components/account/downloads-table.tsx";

/** A grant as the downloads table shows it (signed-in customers' links carry no order key). */
export function downloadRow(download: GrantedDownload): DownloadRow {
  return {
    href: downloadPath(download.accessKey, download.guestOrderKey),
    productName: download.productName,
    name: download.name,
    remaining: remainingLabel(download.downloadsRemaining),
    expires: expiryLabel(download.expiresAt),
    orderNumber: download.orderNumber,
  };
}
