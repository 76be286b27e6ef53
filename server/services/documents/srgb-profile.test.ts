import { describe, expect, it } from "vitest";
import { srgbIccProfile, srgbToLinear } from "./srgb-profile.ts";

const ascii = (bytes: Uint8Array, at: number, length = 4) => String.fromCharCode(...bytes.subarray(at, at + length));

describe("sRGB ICC profile", () => {
  const profile = srgbIccProfile();
  const view = new DataView(profile.buffer);

  it("has an ICC v2 display RGB header whose size is the profile's length", () => {
    expect(view.getUint32(0)).toBe(profile.length);
    expect(ascii(profile, 36)).toBe("acsp");
    expect(ascii(profile, 12)).toBe("mntr");
    expect(ascii(profile, 16)).toBe("RGB ");
    expect(ascii(profile, 20)).toBe("XYZ ");
    expect(view.getUint8(8)).toBe(2);
  });

  it("lists the tags a matrix/TRC profile needs, each inside the profile and 4-byte aligned", () => {
    const count = view.getUint32(128);
    const tags = Array.from({ length: count }, (_, i) => ({
      signature: ascii(profile, 132 + i * 12),
      offset: view.getUint32(136 + i * 12),
      size: view.getUint32(140 + i * 12),
    }));
    expect(tags.map((t) => t.signature)).toEqual(["desc", "cprt", "wtpt", "rXYZ", "gXYZ", "bXYZ", "rTRC", "gTRC", "bTRC"]);
    for (const tag of tags) {
      expect(tag.offset % 4).toBe(0);
      expect(tag.offset + tag.size).toBeLessThanOrEqual(profile.length);
    }
    const red = tags.find((t) => t.signature === "rTRC")!;
    expect(ascii(profile, red.offset)).toBe("curv");
    expect(view.getUint16(red.offset + 12)).toBe(0);
    expect(view.getUint16(red.offset + red.size - 2)).toBe(0xffff);
  });

  it("follows the sRGB transfer function", () => {
    expect(srgbToLinear(0)).toBe(0);
    expect(srgbToLinear(1)).toBeCloseTo(1, 10);
    expect(srgbToLinear(0.5)).toBeCloseTo(0.214, 3);
  });
});
