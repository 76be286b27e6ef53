/**
 * The one typeface of every document PDF, embedded in the file: PDF/A (the Factur-X invoice is PDF/A-3)
 * forbids fonts a reader must supply, which Helvetica, react-pdf's default, is. Liberation Sans has
 * Helvetica's metrics, so text wraps where it wrapped before, and it covers Latin, Greek and Cyrillic.
 * Registered once per process; react-pdf loads each face on first use and embeds the glyphs used.
 */
import { Font } from "@react-pdf/renderer";
import { LIBERATION_SANS_BOLD_TTF_BASE64, LIBERATION_SANS_REGULAR_TTF_BASE64 } from "./fonts/liberation-sans.data.ts";

export const PDF_FONT_FAMILY = "Liberation Sans";

Font.register({
  family: PDF_FONT_FAMILY,
  fonts: [
    { src: `data:font/ttf;base64,${LIBERATION_SANS_REGULAR_TTF_BASE64}`, fontWeight: 400 },
    { src: `data:font/ttf;base64,${LIBERATION_SANS_BOLD_TTF_BASE64}`, fontWeight: 700 },
  ],
});

// Break lines between words only: a hyphen added inside a product name or an IBAN would change the text.
Font.registerHyphenationCallback((word) => [word]);
