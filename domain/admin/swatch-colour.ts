/**
 * The colour of a colour swatch, as the storefront paints it (a CSS background): a hex colour of three or
 * six digits, or one of CSS's named colours. Anything else (functions, variables, `url(…)`) is refused so
 * that a stored term cannot inject other CSS into the page.
 */

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/;

/** CSS Color Module Level 4's named colours (and `transparent`). */
const NAMED_COLOURS = new Set(
  (
    "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood " +
    "cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray " +
    "darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen " +
    "darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue " +
    "firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew " +
    "hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan " +
    "lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray " +
    "lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue " +
    "mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred " +
    "midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid " +
    "palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple " +
    "rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue " +
    "slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white " +
    "whitesmoke yellow yellowgreen transparent"
  ).split(" "),
);

export const SWATCH_COLOUR_MAX_LENGTH = 32;

/** The colour as stored: trimmed and in lower case ("#A0F" → "#a0f", "Navy" → "navy"). */
export function normaliseSwatchColour(text: string): string {
  return text.trim().toLowerCase();
}

/** True for a hex colour (#rgb or #rrggbb) or a CSS named colour, in any letter case. */
export function isSwatchColour(text: string): boolean {
  const colour = normaliseSwatchColour(text);
  return HEX_COLOUR.test(colour) || NAMED_COLOURS.has(colour);
}

/** The six-digit hex form of a hex colour, for a colour picker's value; null for a named colour. */
export function toSixDigitHex(colour: string): string | null {
  const value = normaliseSwatchColour(colour);
  if (!HEX_COLOUR.test(value)) return null;
  if (value.length === 7) return value;
  return `#${[...value.slice(1)].map((digit) => digit + digit).join("")}`;
}
