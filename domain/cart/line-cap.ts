/**
 * How many different lines a cart may hold. Without a cap a script could grow one cart (and every read
 * of it, and the order it becomes) without end; a real shopper stays far below it.
 */

/** The most distinct lines (product, variation and options) one cart holds. */
export const MAX_CART_LINES = 100;

export const CART_FULL_MESSAGE = `Your cart can hold at most ${MAX_CART_LINES} different items. Please remove an item before adding another.`;

/**
 * Whether a cart that already holds `linesInCart` distinct lines can take one more line: a new line needs
 * room, more of a line already there does not.
 */
export function roomForLine(linesInCart: number, lineIsNew: boolean): boolean {
  return !lineIsNew || linesInCart < MAX_CART_LINES;
}
