import { describe, expect, it } from "vitest";
import { CATEGORIES, PRODUCTS } from "../../../db/seed/catalogue/index.ts";
import { paletteFor } from "../palette.ts";
import { sceneSvg } from "../scene.ts";
import { OBJECT_MOTIFS } from "./objects.ts";

describe("product drawings", () => {
  it("draw every demo product and category with a drawing of its own, not the fallback", () => {
    const motifs = [...PRODUCTS.map((p) => p.motif), ...CATEGORIES.map((c) => c.motif)];
    for (const motif of motifs) {
      expect(motif).toBeDefined();
      expect(motif === "circle" || OBJECT_MOTIFS[motif!] === undefined, `${motif}`).toBe(false);
    }
  });

  it("paint the object in the swatch's exact colour when the recipe names one", () => {
    const recipe = { hue: 30, accent: 312, motif: "pen", label: "Plum", color: "#6D3B63" };
    expect(paletteFor(recipe).main).toBe("#6d3b63");
    expect(sceneSvg({ ...recipe, motif: "tee" }, 400, 500)).toContain('fill="#6d3b63"');
    // Without a colour the accent hue is used, and a malformed colour is ignored.
    expect(paletteFor({ ...recipe, color: undefined }).main).toBe(paletteFor({ ...recipe, color: "red" }).main);
  });

  it("are well-formed SVG for every motif", () => {
    for (const [name, draw] of Object.entries(OBJECT_MOTIFS)) {
      const svg = draw(paletteFor({ hue: 30, accent: 17, motif: name, label: "" }));
      expect(svg, name).not.toMatch(/undefined|NaN/);
      const opened = (svg.match(/<g[\s>]/g) ?? []).length;
      expect((svg.match(/<\/g>/g) ?? []).length, name).toBe(opened);
    }
  });
});
