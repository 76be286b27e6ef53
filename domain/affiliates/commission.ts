/**
 * Commission on one order, and the tier shares above the affiliate who earned it.
 *
 * The base is each line's net amount: what the customer paid for it after discounts, without tax and
 * without shipping. A line takes the rate of its product when the programme names one, else the best rate
 * among its categories, else the affiliate's own rate, else the programme's default. A percentage applies
 * to the line's net amount; a fixed product/category rate is per unit; a fixed affiliate/default rate is
 * once per order (for the lines it covers). Commission never exceeds the order's net amount.
 */
import { PERCENT_BASIS, type ProgrammeSettings, type Rate } from "./programme.ts";

export type CommissionLine = { productId: number | null; categoryIds: readonly number[]; quantity: number; netMinor: number };

/** A line's net amount without tax, from the order line's figures (`total` = subtotal − discount). */
export function lineNetMinor(line: { total: number; tax: number }, pricesIncludeTax: boolean): number {
  return Math.max(0, pricesIncludeTax ? line.total - line.tax : line.total);
}

const percentOf = (amount: number, basisPoints: number) => Math.floor((amount * basisPoints) / PERCENT_BASIS);

/** What a rate is worth compared with another on the same line (to pick the best category rate). */
function lineValue(rate: Rate, line: CommissionLine): number {
  return rate.kind === "percent" ? percentOf(line.netMinor, rate.basisPoints) : rate.amountMinor * line.quantity;
}

export function commissionForOrder(
  lines: readonly CommissionLine[],
  settings: Pick<ProgrammeSettings, "defaultRate" | "productRates" | "categoryRates">,
  affiliateRate: Rate | null,
): number {
  const orderRate = affiliateRate ?? settings.defaultRate;
  let total = 0;
  let orderLevelNet = 0;
  let orderLevelLines = 0;
  for (const line of lines) {
    const productRate = line.productId === null ? undefined : settings.productRates.find((r) => r.productId === line.productId)?.rate;
    const categoryRates = settings.categoryRates.filter((r) => line.categoryIds.includes(r.categoryId)).map((r) => r.rate);
    const best = productRate ?? categoryRates.sort((a, b) => lineValue(b, line) - lineValue(a, line))[0];
    if (best) {
      total += Math.min(lineValue(best, line), line.netMinor);
    } else {
      orderLevelNet += line.netMinor;
      orderLevelLines += 1;
    }
  }
  if (orderLevelLines > 0) {
    total += orderRate.kind === "percent" ? percentOf(orderLevelNet, orderRate.basisPoints) : Math.min(orderRate.amountMinor, orderLevelNet);
  }
  const net = lines.reduce((sum, line) => sum + line.netMinor, 0);
  return Math.max(0, Math.min(total, net));
}

export type TierShare = { affiliateId: number; level: number; amountMinor: number };

/**
 * The shares of the affiliates above the earner: `chain` is the earner's parent, grandparent, … (nearest
 * first); level 1 is the parent. Each level takes `tierShares[level - 1]` of the direct commission; the
 * chain stops at the configured number of levels, at a repeated affiliate (a loop), and skips anyone the
 * `excluded` test refuses (a suspended parent, or the buyer themself).
 */
export function tierShares(
  directCommission: number,
  earnerId: number,
  chain: readonly number[],
  shares: readonly number[],
  excluded: (affiliateId: number) => boolean = () => false,
): TierShare[] {
  const seen = new Set<number>([earnerId]);
  const out: TierShare[] = [];
  for (let i = 0; i < chain.length && i < shares.length; i++) {
    const id = chain[i]!;
    if (seen.has(id)) break;
    seen.add(id);
    const amount = percentOf(directCommission, shares[i]!);
    if (amount > 0 && !excluded(id)) out.push({ affiliateId: id, level: i + 1, amountMinor: amount });
  }
  return out;
}

/** Walks the parent links from an affiliate up, nearest first, at most `levels` steps, stopping at a loop. */
export function parentChain(affiliateId: number, parentOf: ReadonlyMap<number, number | null>, levels: number): number[] {
  const chain: number[] = [];
  const seen = new Set([affiliateId]);
  let current = parentOf.get(affiliateId) ?? null;
  while (current !== null && chain.length < levels && !seen.has(current)) {
    chain.push(current);
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return chain;
}
