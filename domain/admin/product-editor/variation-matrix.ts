/**
 * "Generate every combination": the variations a variable product lacks for the terms it offers on its
 * attributes used for variations. Existing variations stay as they are; only missing combinations are
 * added, in a stable order (attributes in the given order, terms in the given order).
 */

/** A guard against a matrix the editor cannot show: 10 × 10 × 5 is already a lot of rows. */
export const MAX_VARIATIONS = 500;

/** Attribute slug → term slug; "" means "any" (as stored on variations). */
export type Combination = Record<string, string>;

export type VariationAxis = { attribute: string; terms: readonly string[] };

/** Every combination of the axes' terms (axes without terms are left out). */
export function allCombinations(axes: readonly VariationAxis[]): Combination[] {
  let result: Combination[] = [{}];
  for (const axis of axes) {
    if (axis.terms.length === 0) continue;
    result = result.flatMap((partial) => axis.terms.map((term) => ({ ...partial, [axis.attribute]: term })));
  }
  return result.length === 1 && Object.keys(result[0]!).length === 0 ? [] : result;
}

/** True when an existing variation already sells this combination (an "any" value covers every term). */
export function covers(existing: Combination, wanted: Combination): boolean {
  return Object.entries(wanted).every(([attribute, term]) => {
    const value = existing[attribute];
    return value === term || value === "";
  });
}

/** The combinations to add: those no existing variation covers, each once. */
export function missingCombinations(axes: readonly VariationAxis[], existing: readonly Combination[]): Combination[] {
  return allCombinations(axes).filter((wanted) => !existing.some((variation) => covers(variation, wanted)));
}
