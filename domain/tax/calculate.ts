/**
 * Tax on one amount at the rates that apply to it, in whole minor units. Non-compound rates are charged on
 * the net amount; each compound rate on the net amount plus the simple taxes and the compound taxes before
 * it (whatever their priority, as tax authorities that compound do). For a tax-inclusive
 * amount the net is worked back out of the gross. The total tax is the exact tax rounded half up, and it is
 * shared between the rates by largest remainder, so the rows always add up to the total.
 */
import { RATE_SCALE, type TaxRate } from "./rates.ts";

export type RateTax = { rateId: string; amount: number };

const SCALE = BigInt(RATE_SCALE);

/**
 * Exact taxes as numerators over one denominator (big integers: nothing is rounded until the end). With
 * simple rates r (sum R), compound rates c1…ck and scale S, the gross is net · G / S^(k+1) where
 * G = (S + R) · Π (S + cj). A simple rate's tax is net · r · S^k / S^(k+1); compound j's is
 * net · (S + R) · Π_{l<j} (S + cl) · cj · S^(k−j) / S^(k+1). A tax-inclusive amount is the gross, so its net
 * is amount · S^(k+1) / G and every tax is amount · coefficient / G.
 */
function exactTaxes(amount: bigint, rates: readonly TaxRate[], inclusive: boolean): { numerators: bigint[]; denominator: bigint } {
  const simpleSum = rates.reduce((sum, rate) => (rate.compound ? sum : sum + BigInt(rate.rate)), 0n);
  const k = rates.filter((rate) => rate.compound).length;
  const power = (n: number) => SCALE ** BigInt(n);
  let compoundsBefore = 0;
  let productBefore = SCALE + simpleSum;
  const coefficients = rates.map((rate) => {
    if (!rate.compound) return BigInt(rate.rate) * power(k);
    compoundsBefore += 1;
    const coefficient = productBefore * BigInt(rate.rate) * power(k - compoundsBefore);
    productBefore *= SCALE + BigInt(rate.rate);
    return coefficient;
  });
  const denominator = inclusive ? productBefore : power(k + 1);
  return { numerators: coefficients.map((coefficient) => amount * coefficient), denominator };
}

function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** Each applicable rate's tax on `amount`; zero-rate and empty lists give no rows with money in them. */
export function taxesOnAmount(amount: number, rates: readonly TaxRate[], inclusive: boolean): RateTax[] {
  if (amount <= 0 || rates.length === 0) return rates.map((rate) => ({ rateId: rate.id, amount: 0 }));
  const { numerators, denominator } = exactTaxes(BigInt(amount), rates, inclusive);
  const total = roundHalfUp(
    numerators.reduce((sum, n) => sum + n, 0n),
    denominator,
  );
  const shares = numerators.map((n) => n / denominator);
  let left = total - shares.reduce((sum, share) => sum + share, 0n);
  const byRemainder = numerators
    .map((n, i) => ({ i, remainder: n % denominator }))
    .sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.i - b.i));
  for (const { i } of byRemainder) {
    if (left <= 0n) break;
    shares[i]! += 1n;
    left -= 1n;
  }
  return rates.map((rate, i) => ({ rateId: rate.id, amount: Number(shares[i]) }));
}

export const sumOfTaxes = (taxes: readonly RateTax[]) => taxes.reduce((sum, tax) => sum + tax.amount, 0);
