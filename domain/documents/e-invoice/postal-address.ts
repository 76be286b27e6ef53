/**
 * The model writes an address as display lines (street lines, then "postcode city", then the state).
 * EN 16931 wants the parts (BT-35..BT-40 for the seller and their twins for buyer and delivery), so
 * this reads the parts back from the lines: the line that starts with a postcode the country accepts
 * is "postcode city", the lines before it are street lines and the line after it is the state.
 * Without such a line (Ireland has addresses without an Eircode) the last line after the street is
 * the city.
 */
import { isValidPostcode } from "../../checkout/address.ts";

export type PostalAddress = {
  street: string;
  additionalStreet: string;
  /** BT-162, a third address line: whatever street text did not fit in the first two. */
  line3: string;
  city: string;
  postcode: string;
  subdivision: string;
  country: string;
};

/** Postcodes have at most three words ("SW1A 1AA", "1012 AB", "D02 X285"). */
const POSTCODE_MAX_WORDS = 3;

export function postalAddress(lines: readonly string[], country: string): PostalAddress {
  const clean = lines.map((line) => line.trim()).filter((line) => line !== "");
  const cityIndex = postcodeLineIndex(clean, country);
  if (cityIndex === -1) {
    const [street = "", ...rest] = clean;
    const city = rest.length > 0 ? rest[rest.length - 1]! : "";
    return { ...streetParts([street, ...rest.slice(0, -1)]), city, postcode: "", subdivision: "", country };
  }
  const { postcode, city } = splitPostcode(clean[cityIndex]!, country)!;
  return {
    ...streetParts(clean.slice(0, cityIndex)),
    city,
    postcode,
    subdivision: clean.slice(cityIndex + 1).join(", "),
    country,
  };
}

function streetParts(lines: readonly string[]): Pick<PostalAddress, "street" | "additionalStreet" | "line3"> {
  return { street: lines[0] ?? "", additionalStreet: lines[1] ?? "", line3: lines.slice(2).join(", ") };
}

/** The last line after the first that begins with a postcode of the country. */
function postcodeLineIndex(lines: readonly string[], country: string): number {
  for (let index = lines.length - 1; index >= 1; index -= 1) {
    if (splitPostcode(lines[index]!, country)) return index;
  }
  return -1;
}

/** "1012 AB Amsterdam" → postcode "1012 AB", city "Amsterdam"; the longest leading words that form a postcode win. */
export function splitPostcode(line: string, country: string): { postcode: string; city: string } | null {
  const words = line.split(/\s+/);
  // A postcode has a digit in its first word; a city or state name does not.
  if (!/\d/.test(words[0] ?? "")) return null;
  for (let count = Math.min(POSTCODE_MAX_WORDS, words.length); count >= 1; count -= 1) {
    const postcode = words.slice(0, count).join(" ");
    if (isValidPostcode(postcode, country)) return { postcode, city: words.slice(count).join(" ") };
  }
  return null;
}
