/**
 * Whether a cart needs delivery. A virtual product (a service, a download) needs none; a downloadable one
 * is still shipped unless it is marked virtual too. A cart needs shipping when any of its lines does, so a
 * cart of only virtual lines is quoted and ordered without a shipping method, and an empty cart needs none.
 */
export function lineNeedsShipping(product: { virtual: boolean }): boolean {
  return !product.virtual;
}

export function cartNeedsShipping(lines: readonly { needsShipping: boolean }[]): boolean {
  return lines.some((line) => line.needsShipping);
}
