import { describe, expect, it } from "vitest";
import { MAX_RENDER_PIXELS } from "../media/render.ts";
import { displaySize } from "./uploads.ts";

describe("displaySize", () => {
  it("keeps a picture no wider than the widest rendition as it is", () => {
    expect(displaySize(1200, 800)).toEqual({ width: 1200, height: 800 });
  });

  it("scales a wide photo down to 2000 px, proportions kept", () => {
    expect(displaySize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
  });

  it("keeps a tall picture within the pixels the media server draws", () => {
    const { width, height } = displaySize(1000, 9000);
    expect(width * height).toBeLessThanOrEqual(MAX_RENDER_PIXELS);
    expect(Math.abs(width / height - 1000 / 9000)).toBeLessThan(0.01);
  });
});
