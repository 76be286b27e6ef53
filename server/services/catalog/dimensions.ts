/** Dimensions are shown only when all three are known. */
export function dimensions(row: { lengthMm: number | null; widthMm: number | null; heightMm: number | null }) {
  const { lengthMm: length, widthMm: width, heightMm: height } = row;
  return length !== null && width !== null && height !== null ? { length, width, height } : null;
}
