import { stat } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { afterDownload, downloadRefusal, ACCESS_KEY_PATTERN } from "../../../domain/downloads/rules.ts";
import type { Db } from "../../db/kit/index.ts";
import { downloadFiles, downloadGrants, orders } from "../../db/schema/index.ts";
import { storedPath } from "./storage.ts";

/** Who asks: the signed-in customer, if any, and the order key a guest's link carries. */
export type DownloadAsker = { customerId: number | null; orderKey: string | null };

export type DownloadFile = { path: string; fileName: string; contentType: string; size: number };

export type DownloadRefused = {
  ok: false;
  /** 401: sign in first; 403: not yours or not paid; 404: no such link; 410: used up or expired. */
  status: 401 | 403 | 404 | 410;
  code: "sign_in" | "not_yours" | "order_not_paid" | "not_found" | "limit_reached" | "expired";
  message: string;
};

export type DownloadClaim = { ok: true; file: DownloadFile } | DownloadRefused;

const refused = (status: DownloadRefused["status"], code: DownloadRefused["code"], message: string): DownloadRefused => ({ ok: false, status, code, message });

const NOT_FOUND = refused(404, "not_found", "This download link does not exist.");
const REFUSALS = {
  order_not_paid: refused(403, "order_not_paid", "This order is not paid yet: its downloads open once it is processing or completed."),
  limit_reached: refused(410, "limit_reached", "This file has been downloaded as many times as the purchase allows."),
  expired: refused(410, "expired", "This download has expired."),
} as const;

/**
 * One download of a granted file: checks the asker (a customer's order only for that customer, signed in;
 * a guest order for whoever holds the access key and the order's key), the order status, the remaining
 * count and the expiry, and counts the download, all in one transaction on the grant's locked row, so two
 * parallel downloads of the last allowance count once and only one of them is answered with the file.
 */
export async function claimDownload(db: Db, dir: string, accessKey: string, asker: DownloadAsker, now: Date): Promise<DownloadClaim> {
  if (!ACCESS_KEY_PATTERN.test(accessKey)) return NOT_FOUND;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: downloadGrants.id,
        customerId: downloadGrants.customerId,
        remaining: downloadGrants.downloadsRemaining,
        expiresAt: downloadGrants.expiresAt,
        orderStatus: orders.status,
        orderKey: orders.key,
        storedKey: downloadFiles.storedKey,
        fileName: downloadFiles.fileName,
        contentType: downloadFiles.contentType,
      })
      .from(downloadGrants)
      .innerJoin(orders, eq(orders.id, downloadGrants.orderId))
      .innerJoin(downloadFiles, eq(downloadFiles.id, downloadGrants.fileId))
      .where(eq(downloadGrants.accessKey, accessKey))
      .for("update", { of: downloadGrants });
    if (!row) return NOT_FOUND;
    if (row.customerId !== null) {
      if (asker.customerId === null) return refused(401, "sign_in", "Please log in to download this file.");
      if (asker.customerId !== row.customerId) return refused(403, "not_yours", "This download belongs to another customer's order.");
    } else if (asker.orderKey !== row.orderKey) {
      return refused(403, "not_yours", "This download link is incomplete: open it from your order e-mail.");
    }
    const refusal = downloadRefusal({ downloadsRemaining: row.remaining, expiresAt: row.expiresAt, orderStatus: row.orderStatus }, now);
    if (refusal) return REFUSALS[refusal];
    const path = storedPath(dir, row.storedKey);
    const size = await stat(path).then(
      (found) => found.size,
      () => null,
    );
    if (size === null) return refused(404, "not_found", "This file is no longer available. Please contact the shop.");
    await tx
      .update(downloadGrants)
      .set({ downloadsRemaining: afterDownload(row.remaining), downloadCount: sql`${downloadGrants.downloadCount} + 1`, lastDownloadedAt: now })
      .where(eq(downloadGrants.id, row.id));
    return { ok: true as const, file: { path, fileName: row.fileName, contentType: row.contentType, size } };
  });
}
