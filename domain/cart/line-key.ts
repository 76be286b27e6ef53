/**
 * What names a cart line: the product, the variation and the chosen attributes. Adding the same thing
 * again raises that line's quantity; a different choice of an "any" attribute makes a new line.
 */
export type LineIdentity = {
  productId: number;
  variationId: number | null;
  /** Attribute slug → chosen term slug. */
  attributes: Readonly<Record<string, string>>;
};

/** A canonical text for a line's identity (attributes sorted by slug); the service hashes it into the key. */
export function lineKeyInput(line: LineIdentity): string {
  const attributes = Object.keys(line.attributes)
    .sort()
    .map((slug) => [slug, line.attributes[slug] ?? ""]);
  return JSON.stringify([line.productId, line.variationId ?? 0, attributes]);
}

/** Line keys are lower-case hex of this length; anything else cannot name a line. */
export const LINE_KEY_LENGTH = 32;
export const LINE_KEY_PATTERN = /^[0-9a-f]{32}$/;
