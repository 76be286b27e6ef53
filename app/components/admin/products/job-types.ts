import type { BulkAction } from "../../../../domain/admin/bulk-action.ts";
import type { JobStatus } from "../../../../domain/admin/bulk-job.ts";
import type { ChangeItem } from "./change-list.tsx";

/** A products job as the pages receive it (the service's AdminJob, without importing the server). */
export type JobView = {
  id: number;
  kind: "product-bulk" | "product-import";
  status: JobStatus;
  total: number;
  done: number;
  summary: { action: BulkAction | null; scope: string; by: string };
  report: {
    changed: number;
    skipped: number;
    failed: number;
    reasons: Record<string, number>;
    items: ChangeItem[];
    preview?: BulkPreviewView | ImportPreviewView | undefined;
  };
  createdAt: string;
  finishedAt: string | null;
};

export type BulkPreviewView = {
  targets: number;
  changes: number;
  skips: number;
  reasons: Record<string, number>;
  sample: ChangeItem[];
  skippedSample: ChangeItem[];
};
export type ImportRowView = {
  line: number;
  name: string;
  sku: string | null;
  regularPrice: number;
  salePrice: number | null;
  stockQuantity: number | null;
  categorySlugs: string[];
  status: string;
};
export type ImportPreviewView = { valid: number; refusedCount: number; refused: { line: number; name: string; reason: string }[]; sample: ImportRowView[] };

export const isBulkPreview = (preview: JobView["report"]["preview"]): preview is BulkPreviewView => !!preview && "targets" in preview;
