import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { statusAllowsDownload } from "../../../domain/downloads/rules.ts";
import type { Queryable } from "../../db/kit/index.ts";
import { downloadFiles, downloadGrants, orderLines, orders } from "../../db/schema/index.ts";

/** A grant as My Account, the order page and the order e-mail show it. */
export type GrantedDownload = {
  accessKey: string;
  orderId: number;
  orderNumber: string;
  /** The order's key, for guests' links; null when the order has a customer (they sign in). */
  guestOrderKey: string | null;
  productName: string;
  fileName: string;
  name: string;
  downloadsRemaining: number | null;
  expiresAt: Date | null;
  downloadCount: number;
};

const columns = {
  accessKey: downloadGrants.accessKey,
  orderId: downloadGrants.orderId,
  orderNumber: orders.number,
  orderKey: orders.key,
  customerId: downloadGrants.customerId,
  orderStatus: orders.status,
  productName: orderLines.name,
  fileName: downloadFiles.fileName,
  name: downloadFiles.name,
  downloadsRemaining: downloadGrants.downloadsRemaining,
  expiresAt: downloadGrants.expiresAt,
  downloadCount: downloadGrants.downloadCount,
};

type Row = { [K in keyof typeof columns]: unknown } & Record<string, unknown>;

function shaped(rows: Row[]): GrantedDownload[] {
  return rows
    .filter((row) => statusAllowsDownload(row.orderStatus as string))
    .map((row) => ({
      accessKey: row.accessKey as string,
      orderId: row.orderId as number,
      orderNumber: row.orderNumber as string,
      guestOrderKey: row.customerId === null ? (row.orderKey as string) : null,
      productName: row.productName as string,
      fileName: row.fileName as string,
      name: row.name as string,
      downloadsRemaining: row.downloadsRemaining as number | null,
      expiresAt: row.expiresAt as Date | null,
      downloadCount: row.downloadCount as number,
    }));
}

function grantsQuery(db: Queryable) {
  return db
    .select(columns)
    .from(downloadGrants)
    .innerJoin(orders, eq(orders.id, downloadGrants.orderId))
    .innerJoin(orderLines, eq(orderLines.id, downloadGrants.orderLineId))
    .innerJoin(downloadFiles, eq(downloadFiles.id, downloadGrants.fileId));
}

/** A customer's downloads from their paid orders, newest order first (My Account → Downloads). */
export async function customerDownloads(db: Queryable, customerId: number): Promise<GrantedDownload[]> {
  const rows = await grantsQuery(db)
    .where(and(eq(downloadGrants.customerId, customerId), inArray(orders.status, ["processing", "completed"])))
    .orderBy(desc(downloadGrants.orderId), asc(downloadGrants.id));
  return shaped(rows);
}

/** One order's downloads (its page in My Account, its e-mail); empty unless the order is paid. */
export async function orderDownloads(db: Queryable, orderId: number): Promise<GrantedDownload[]> {
  const rows = await grantsQuery(db).where(eq(downloadGrants.orderId, orderId)).orderBy(asc(downloadGrants.id));
  return shaped(rows);
}
