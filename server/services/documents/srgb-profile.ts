/**
 * A small sRGB ICC profile (version 2.1, display class, matrix/TRC), built here rather than shipped as a
 * binary: PDF/A needs an output intent that names the colour space the page colours mean, and sRGB is
 * what every renderer draws in. The colorants are the sRGB primaries adapted to the D50 connection
 * space (Bradford), the tone curves sample the sRGB transfer function. About 1.6 KB.
 */

export const SRGB_PROFILE_NAME = "sRGB IEC61966-2.1";

const HEADER_SIZE = 128;
const TAG_ENTRY_SIZE = 12;
/** Points sampled on each tone curve; 256 keep the curve within a rounding step of the formula. */
const CURVE_POINTS = 256;

/** The PCS illuminant and the media white point (D50, as ICC v2 display profiles state it). */
const D50: XYZ = [0.9642, 1.0, 0.8249];
const RED: XYZ = [0.4361, 0.2225, 0.0139];
const GREEN: XYZ = [0.3851, 0.7169, 0.0971];
const BLUE: XYZ = [0.1431, 0.0606, 0.7141];
type XYZ = readonly [number, number, number];

/** IEC 61966-2-1: encoded value → linear light. */
export function srgbToLinear(encoded: number): number {
  return encoded <= 0.04045 ? encoded / 12.92 : ((encoded + 0.055) / 1.055) ** 2.4;
}

export function srgbIccProfile(): Uint8Array {
  const curve = curveTag();
  const tags: [string, Uint8Array][] = [
    ["desc", descriptionTag(SRGB_PROFILE_NAME)],
    ["cprt", textTag("No copyright, use freely")],
    ["wtpt", xyzTag(D50)],
    ["rXYZ", xyzTag(RED)],
    ["gXYZ", xyzTag(GREEN)],
    ["bXYZ", xyzTag(BLUE)],
    // The three channels share one curve; ICC allows tags to point at the same data.
    ["rTRC", curve],
    ["gTRC", curve],
    ["bTRC", curve],
  ];
  const tableSize = 4 + tags.length * TAG_ENTRY_SIZE;
  const placed = new Map<Uint8Array, number>();
  let offset = HEADER_SIZE + tableSize;
  for (const [, data] of tags) {
    if (placed.has(data)) continue;
    placed.set(data, offset);
    offset += padded(data.length);
  }
  const profile = new Uint8Array(offset);
  const view = new DataView(profile.buffer);
  writeHeader(view, offset);
  view.setUint32(HEADER_SIZE, tags.length);
  tags.forEach(([signature, data], index) => {
    const entry = HEADER_SIZE + 4 + index * TAG_ENTRY_SIZE;
    ascii(profile, entry, signature);
    view.setUint32(entry + 4, placed.get(data)!);
    view.setUint32(entry + 8, data.length);
  });
  for (const [data, at] of placed) profile.set(data, at);
  return profile;
}

function writeHeader(view: DataView, size: number): void {
  const bytes = new Uint8Array(view.buffer);
  view.setUint32(0, size);
  view.setUint32(8, 0x02100000); // version 2.1
  ascii(bytes, 12, "mntr");
  ascii(bytes, 16, "RGB ");
  ascii(bytes, 20, "XYZ ");
  // Creation date 2026-01-01 00:00:00: fixed, so the profile (and every PDF carrying it) is reproducible.
  [2026, 1, 1, 0, 0, 0].forEach((value, index) => view.setUint16(24 + index * 2, value));
  ascii(bytes, 36, "acsp");
  view.setUint32(64, 0); // rendering intent: perceptual
  D50.forEach((value, index) => view.setInt32(68 + index * 4, s15Fixed16(value)));
}

function xyzTag(xyz: XYZ): Uint8Array {
  const data = new Uint8Array(20);
  ascii(data, 0, "XYZ ");
  const view = new DataView(data.buffer);
  xyz.forEach((value, index) => view.setInt32(8 + index * 4, s15Fixed16(value)));
  return data;
}

function curveTag(): Uint8Array {
  const data = new Uint8Array(12 + CURVE_POINTS * 2);
  ascii(data, 0, "curv");
  const view = new DataView(data.buffer);
  view.setUint32(8, CURVE_POINTS);
  for (let i = 0; i < CURVE_POINTS; i += 1) view.setUint16(12 + i * 2, Math.round(srgbToLinear(i / (CURVE_POINTS - 1)) * 0xffff));
  return data;
}

function textTag(text: string): Uint8Array {
  const data = new Uint8Array(8 + text.length + 1);
  ascii(data, 0, "text");
  ascii(data, 8, text);
  return data;
}

/** textDescriptionType: ASCII, then empty Unicode and ScriptCode parts (67 bytes reserved for the latter). */
function descriptionTag(text: string): Uint8Array {
  const asciiLength = text.length + 1;
  const data = new Uint8Array(12 + asciiLength + 8 + 3 + 67);
  ascii(data, 0, "desc");
  new DataView(data.buffer).setUint32(8, asciiLength);
  ascii(data, 12, text);
  return data;
}

function ascii(target: Uint8Array, at: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) target[at + i] = text.charCodeAt(i);
}

function s15Fixed16(value: number): number {
  return Math.round(value * 65536);
}

function padded(length: number): number {
  return Math.ceil(length / 4) * 4;
}
