import type { StockStatus as Status } from "../../../domain/catalog/types.ts";
import { stockLabel } from "../../lib/catalog-text.ts";

export function StockStatus({ status, className = "" }: { status: Status; className?: string }) {
  return <p className={`stock stock--${status} ${className}`}>{stockLabel(status)}</p>;
}
