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
  // A product without colours keeps one colour in every picture: its material's, else a drawn one.
  const fallbackAccent = random.int(0, 359);
  const ownAccent = material?.hue ?? fallbackAccent;
  const motif = def.motif ?? category.motif;
  const specs: ImageSpec[] = [];
  for (let i = 0; i < count; i++) {
    const colour = colours.length > 0 ? colours[i % colours.length] : undefined;
    // The third picture is a close-up of the material when there is one: a texture instead of the object.
    // Not for products that vary by colour: there every picture is one colour's, the one its variation shows.
    const detail = i === 2 && material?.texture !== undefined && !(def.vary?.attributes.includes("colour") ?? false);
    const view = VIEWS[i % VIEWS.length] ?? "view";
    const alt = detail ? `Close-up of the ${material.name.toLowerCase()} of the ${def.name}` : `${def.name}${colour ? ` in ${colour.name}` : ""}, ${view}`;
    specs.push({
      key: `p-${slug}-${i + 1}`,
      width,
      height,
      alt,
      recipe: {
        hue: wrapHue(category.hue + random.int(-12, 12) + i * 9),
        accent: colour?.hue ?? ownAccent,
        motif: detail ? (material.texture ?? motif) : motif,
        label: def.name,
        // The object is drawn in its swatch's exact colour, so the picture matches the swatch beside it.
        ...(colour?.color && !detail ? { color: colour.color } : {}),
      },
    });
  }
  return specs;
}

/** Undyed cloth, raw clay: the colour of a variation that comes in any colour. */
const NATURAL = "#d8c8aa";

/**
 * The picture of a variation the gallery has no picture for (an "any colour" variation, or a colour
 * beyond the gallery): the product in the variation's colour, or in its natural colour.
 */
export function variationImage(def: ProductDef, slug: string, category: CategoryDef, position: number, terms: TermDef[]): ImageSpec {
  const [width, height] = SIZES[def.imageSize ?? (category.motif === "shirt" || category.motif === "jumper" ? "portrait" : "square")];
  const colour = terms.find((t) => t.color !== undefined);
  const describe = terms.length > 0 ? ` in ${terms.map((t) => t.name).join(", ")}` : "";
  return {
    key: `p-${slug}-v${position + 1}`,
    width,
    height,
    alt: `${def.name}${describe}${colour ? "" : ", any colour"}`,
    recipe: { hue: category.hue, accent: colour?.hue ?? category.hue, motif: def.motif ?? category.motif, label: def.name, color: colour?.color ?? NATURAL },
  };
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
