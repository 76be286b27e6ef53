/**
 * What a product really offers, independently of the listing under test: `GET /api/products/:slug` when
 * the server has it, otherwise the demo catalogue's own definition (the seed the e2e server starts from).
 */
import type { APIRequestContext } from "@playwright/test";
import { slugify } from "../../../server/db/seed/bulk.ts";
import { PRODUCTS } from "../../../server/db/seed/catalogue/index.ts";

export type AttributeSlug = "colour" | "size" | "material";

type ApiProduct = { product: { attributes: { slug: string; terms: { slug: string }[] }[] } };

const seedTerms = new Map(PRODUCTS.map((def) => [slugify(def.name), { colour: def.colours ?? [], size: def.sizes ?? [], material: def.materials ?? [] }]));

let apiAvailable: boolean | undefined;

export async function productTerms(request: APIRequestContext, slug: string, attribute: AttributeSlug): Promise<string[]> {
  if (apiAvailable !== false) {
    const response = await request.get(`/api/products/${encodeURIComponent(slug)}`);
    if (response.ok()) {
      apiAvailable = true;
      const body = (await response.json()) as ApiProduct;
      return body.product.attributes.find((a) => a.slug === attribute)?.terms.map((t) => t.slug) ?? [];
    }
    // No such endpoint (yet): every later lookup goes to the seed definition.
    if (apiAvailable === undefined && response.status() === 404) {
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (body?.error?.code !== "not_found") throw new Error(`GET /api/products/${slug} answered 404: ${JSON.stringify(body)}`);
      apiAvailable = false;
    } else {
      throw new Error(`GET /api/products/${slug} answered ${response.status()}`);
    }
  }
  const terms = seedTerms.get(slug);
  if (!terms) throw new Error(`"${slug}" is not a product of the demo catalogue`);
  return terms[attribute];
}
