import { DEFAULT_MAX_DOWNLOAD_BYTES } from "../../../domain/downloads/file-names.ts";
import type { Db } from "../../db/kit/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { claimDownload, type DownloadAsker } from "./claim.ts";
import { attachFile, detachFile, productDownloads, setDownloadable, type NewFile } from "./files.ts";
import { customerDownloads, orderDownloads } from "./lists.ts";

export { grantDownloads } from "./grants.ts";
export { orderDownloads } from "./lists.ts";
export { downloadsDirOf } from "./storage.ts";
export type { DownloadAsker, DownloadClaim, DownloadFile, DownloadRefused } from "./claim.ts";
export type { AttachedFile, NewFile, ProductDownloads } from "./files.ts";
export type { GrantedDownload } from "./lists.ts";

export type DownloadService = ReturnType<typeof createDownloadService>;

/** DOWNLOAD_MAX_MB, when set to a whole number of megabytes (1-2048), else 50 MB. */
export function maxDownloadBytesFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.DOWNLOAD_MAX_MB;
  if (!raw || !/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2048) return DEFAULT_MAX_DOWNLOAD_BYTES;
  return Number(raw) * 1024 * 1024;
}

/**
 * Digital products: files attached to products (admin), granted to paid orders (checkout and the order
 * status service call `grantDownloads` in their transactions), listed for their buyers, and claimed one
 * download at a time. Files live in `dir`, a private folder.
 */
export function createDownloadService(db: Db, options: { audit: AuditService; dir: string; maxBytes?: number; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const deps = { db, audit: options.audit, dir: options.dir, maxBytes: options.maxBytes ?? DEFAULT_MAX_DOWNLOAD_BYTES };
  return {
    maxBytes: deps.maxBytes,
    productDownloads: (productId: number) => productDownloads(db, productId),
    attachFile: (actor: Actor, productId: number, input: NewFile) => attachFile(deps, actor, productId, input),
    detachFile: (actor: Actor, productId: number, fileId: number) => detachFile(deps, actor, productId, fileId),
    setDownloadable: (actor: Actor, productId: number, downloadable: boolean) => setDownloadable(deps, actor, productId, downloadable),
    customerDownloads: (customerId: number) => customerDownloads(db, customerId),
    orderDownloads: (orderId: number) => orderDownloads(db, orderId),
    claim: (accessKey: string, asker: DownloadAsker) => claimDownload(db, options.dir, accessKey, asker, now()),
  };
}
