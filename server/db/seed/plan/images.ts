import type { ImageRecipe } from "../../schema/index.ts";
import type { CategoryDef, ProductDef, TermDef } from "../catalogue/index.ts";
import type { Random } from "../random.ts";

export type ImageSpec = { key: string; width: number; height: number; alt: string; recipe: ImageRecipe };

/**
 * Gallery sizes. Most pictures are large enough for the hover zoom; "medium" and "small" ones let the
 * zoom rule (zoom only when the image is wider than its container) be seen both ways.
 */
const SIZES = {
  square: [1600, 1600],
  portrait: [1600, 2000],
  wide: [2000, 1600],
  medium: [800, 800],
  small: [480, 480],
} as const;

const VIEWS = ["front view", "side view", "close-up", "in use", "from above", "packaging"];

export type GalleryInput = {
  def: ProductDef;
  slug: string;
  category: CategoryDef;
  /** Colour terms the product comes in; variable products show one picture per colour. */
  colours: TermDef[];
  material: TermDef | undefined;
  count: number;
};

export function galleryImages({ def, slug, category, colours, material, count }: GalleryInput, random: Random): ImageSpec[] {
  const [width, height] = SIZES[def.imageSize ?? (category.motif === "shirt" || category.motif === "jumper" ? "portrait" : "square")];
  const fallbackAccent = random.int(0, 359);
  const motif = def.motif ?? category.motif;
  const specs: ImageSpec[] = [];
  for (let i = 0; i < count; i++) {
    const colour = colours.length > 0 ? colours[i % colours.length] : undefined;
    // The third picture is a close-up of the material when there is one: a texture instead of the object.
    const detail = i === 2 && material?.texture !== undefined;
    const view = VIEWS[i % VIEWS.length] ?? "view";
    const alt = detail ? `Close-up of the ${material.name.toLowerCase()} of the ${def.name}` : `${def.name}${colour ? ` in ${colour.name}` : ""}, ${view}`;
    specs.push({
      key: `p-${slug}-${i + 1}`,
      width,
      height,
      alt,
      recipe: {
        hue: wrapHue(category.hue + random.int(-12, 12) + i * 9),
        accent: colour?.hue ?? wrapHue(fallbackAccent + i * 23),
        motif: detail ? (material.texture ?? motif) : motif,
        label: def.name,
      },
    });
  }
  return specs;
}

export function categoryImage(category: CategoryDef): ImageSpec {
  return {
    key: `c-${category.slug}`,
    width: 1600,
    height: 1200,
    alt: `${category.name} at Vitrine`,
    recipe: { hue: category.hue, accent: wrapHue(category.hue + 160), motif: category.motif, label: category.name },
  };
}

/** The picture of an image swatch: a square texture of the material. */
export function termImage(term: TermDef): ImageSpec {
  return {
    key: `t-${term.slug}`,
    width: 800,
    height: 800,
    alt: `${term.name} texture`,
    recipe: { hue: term.hue ?? 30, accent: term.hue ?? 30, motif: term.texture ?? "texture", label: "" },
  };
}

function wrapHue(hue: number): number {
  return ((hue % 360) + 360) % 360;
}
