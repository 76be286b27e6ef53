/**
 * The bench catalogue as plain SQL over `generate_series`, so 100,000 products load in seconds rather
 * than through 100,000 ORM round trips. Every value is derived from the product number `g`, so two
 * runs of the same size hold the same shop and their figures compare.
 *
 * Shapes follow server/db/schema/catalog.ts and content.ts (snake_case columns).
 */

export const COLOUR_TERMS = ["red", "blue", "green", "black", "white", "yellow", "purple", "orange", "pink", "grey"] as const;
const COLOUR_HEX = ["#c0392b", "#2e5cb8", "#2e8b57", "#111111", "#f5f5f5", "#f1c40f", "#7d3c98", "#e67e22", "#e991b4", "#8e8e8e"];
export const SIZE_TERMS = ["xs", "s", "m", "l", "xl"] as const;
export const MATERIAL_TERMS = ["cotton", "linen", "wool", "silk"] as const;

/** Words the product names are built from; the search target looks one of them up. */
const ADJECTIVES = ["Classic", "Linen", "Vintage", "Slim", "Cosy", "Bold", "Soft", "Everyday", "Tailored", "Relaxed", "Heritage", "Summer"];
const NOUNS = ["Shirt", "Dress", "Jacket", "Scarf", "Hat", "Bag", "Sweater", "Skirt", "Coat", "Belt"];
export const SEARCH_WORD = "heritage";

/** Leaf categories carry the products; the parents only nest them. */
const CATEGORIES = [
  { slug: "clothing", name: "Clothing", parent: null },
  { slug: "accessories", name: "Accessories", parent: null },
  { slug: "shirts", name: "Shirts", parent: "clothing" },
  { slug: "dresses", name: "Dresses", parent: "clothing" },
  { slug: "outerwear", name: "Outerwear", parent: "clothing" },
  { slug: "bags", name: "Bags", parent: "accessories" },
  { slug: "hats", name: "Hats", parent: "accessories" },
  { slug: "home", name: "Home", parent: null },
] as const;
const LEAF_CATEGORIES = ["shirts", "dresses", "outerwear", "bags", "hats", "home"];

const PRIMARY_MENU = [
  { label: "Home", url: "/" },
  { label: "Shop", url: "/shop" },
  { label: "Clothing", url: "/product-category/clothing" },
  { label: "Accessories", url: "/product-category/accessories" },
  { label: "About", url: "/about" },
];

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(literal).join(", ")}]::text[]`;
const valuesList = (rows: (string | number | null)[][]) =>
  rows.map((row) => `(${row.map((v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : literal(v))).join(", ")})`).join(",\n  ");

function vocabularyStatements(): string[] {
  const materialImages = MATERIAL_TERMS.map((slug, i) => [
    `bench/material-${slug}`,
    400,
    400,
    `${slug} swatch`,
    JSON.stringify({ hue: 30 + i * 60, accent: 200 - i * 30, motif: "weave", label: slug }),
  ]);
  return [
    `INSERT INTO images (key, width, height, alt, recipe)
SELECT key, width, height, alt, recipe::jsonb FROM (VALUES
  ${valuesList(materialImages)}) AS v(key, width, height, alt, recipe)`,
    `INSERT INTO categories (slug, name, description, position) VALUES
  ${valuesList(CATEGORIES.filter((c) => c.parent === null).map((c, i) => [c.slug, c.name, `Everything in ${c.name}.`, i]))}`,
    `INSERT INTO categories (slug, name, description, parent_id, position)
SELECT v.slug, v.name, 'Everything in ' || v.name || '.', parent.id, v.position
FROM (VALUES
  ${valuesList(CATEGORIES.filter((c) => c.parent !== null).map((c, i) => [c.slug, c.name, c.parent, i]))}) AS v(slug, name, parent_slug, position)
JOIN categories parent ON parent.slug = v.parent_slug`,
    `INSERT INTO attributes (slug, name, swatch_type, position) VALUES
  ('colour', 'Colour', 'color', 0), ('size', 'Size', 'label', 1), ('material', 'Material', 'image', 2)`,
    `INSERT INTO attribute_terms (attribute_id, slug, name, position, color)
SELECT a.id, v.slug, initcap(v.slug), v.position, v.color
FROM (VALUES
  ${valuesList(COLOUR_TERMS.map((slug, i) => [slug, i, COLOUR_HEX[i] ?? null]))}) AS v(slug, position, color)
CROSS JOIN attributes a WHERE a.slug = 'colour'`,
    `INSERT INTO attribute_terms (attribute_id, slug, name, position)
SELECT a.id, v.slug, upper(v.slug), v.position
FROM (VALUES
  ${valuesList(SIZE_TERMS.map((slug, i) => [slug, i]))}) AS v(slug, position)
CROSS JOIN attributes a WHERE a.slug = 'size'`,
    `INSERT INTO attribute_terms (attribute_id, slug, name, position, image_id)
SELECT a.id, v.slug, initcap(v.slug), v.position, i.id
FROM (VALUES
  ${valuesList(MATERIAL_TERMS.map((slug, i) => [slug, i]))}) AS v(slug, position)
CROSS JOIN attributes a
JOIN images i ON i.key = 'bench/material-' || v.slug
WHERE a.slug = 'material'`,
    `INSERT INTO menus (location, name) VALUES ('primary', 'Primary menu')`,
    `INSERT INTO menu_items (menu_id, label, url, position)
SELECT m.id, v.label, v.url, v.position
FROM (VALUES
  ${valuesList(PRIMARY_MENU.map((item, i) => [item.label, item.url, i]))}) AS v(label, url, position)
CROSS JOIN menus m WHERE m.location = 'primary'`,
  ];
}

function productStatements(size: number): string[] {
  const series = `generate_series(1, ${size}) AS g`;
  const adjective = `(${textArray(ADJECTIVES)})[1 + (g * 7) % ${ADJECTIVES.length}]`;
  const noun = `(${textArray(NOUNS)})[1 + (g * 11) % ${NOUNS.length}]`;
  // Prices end in 99, from 4.99 to 199.99; every fifth product is 20% off.
  const regular = `(500 + ((g * 7919) % 196) * 100 - 1)`;
  const sale = `CASE WHEN g % 5 = 0 THEN (${regular} * 80 / 100) END`;
  const effective = `CASE WHEN g % 5 = 0 THEN (${regular} * 80 / 100) ELSE ${regular} END`;
  const ratingCount = `((g * 7) % 60)`;
  return [
    `INSERT INTO images (key, width, height, alt, recipe)
SELECT 'bench/product-' || g, 1200, 1500, 'Product ' || g,
  jsonb_build_object('hue', (g * 37) % 360, 'accent', (g * 91) % 360,
    'motif', (ARRAY['stripes', 'dots', 'waves', 'grid'])[1 + g % 4], 'label', 'P' || g)
FROM ${series}`,
    // Each product: one colour and one size; every third a second colour, every other a material (2-4
    // terms). The term ids go onto the product row as it is written; the product_attribute_terms rows
    // are then copied from them, so the triggers that keep the two alike find nothing to change (one
    // update per product would double the load time).
    `WITH term_positions AS (SELECT a.slug AS attribute, t.position, t.id FROM attribute_terms t JOIN attributes a ON a.id = t.attribute_id)
INSERT INTO products (slug, type, status, name, sku, short_description, description, regular_price, sale_price,
  price_min, price_max, on_sale, featured, stock_status, total_sales, average_rating, rating_count, image_id, created_at,
  attribute_term_ids)
SELECT 'bench-product-' || g, 'simple', 'publish', ${adjective} || ' ' || ${noun} || ' ' || g, 'BENCH-' || lpad(g::text, 7, '0'),
  'A ' || lower(${adjective}) || ' ' || lower(${noun}) || ' made for everyday wear.',
  'This ' || lower(${noun}) || ' is cut from durable fabric, finished by hand and tested for comfort. '
    || 'It pairs with the rest of the collection and is easy to care for: wash cold, dry flat, iron low.',
  ${regular}, ${sale}, ${effective}, ${effective}, g % 5 = 0, g % 50 = 0,
  (CASE WHEN g % 17 = 0 THEN 'outofstock' WHEN g % 29 = 0 THEN 'onbackorder' ELSE 'instock' END)::stock_status,
  (g * 31) % 500,
  CASE WHEN ${ratingCount} = 0 THEN 0 ELSE round((((g * 13) % 301) + 200) / 100.0, 2) END,
  ${ratingCount},
  i.id,
  now() - make_interval(mins => g),
  (SELECT array_agg(t.id ORDER BY t.id)
   FROM (VALUES ('colour', g % 10),
                ('colour', CASE WHEN g % 3 = 0 THEN (g + 1 + (g / 10) % 9) % 10 END),
                ('size', (g / 3) % 5),
                ('material', CASE WHEN g % 2 = 0 THEN (g / 7) % 4 END)) AS pick(attribute, position)
   JOIN term_positions t ON t.attribute = pick.attribute AND t.position = pick.position)
FROM ${series}
JOIN images i ON i.key = 'bench/product-' || g`,
    `INSERT INTO product_images (product_id, image_id, position)
SELECT id, image_id, 0 FROM products WHERE image_id IS NOT NULL`,
    `INSERT INTO product_categories (product_id, category_id)
SELECT p.id, c.id
FROM ${series}
JOIN products p ON p.slug = 'bench-product-' || g
JOIN categories c ON c.slug = (${textArray(LEAF_CATEGORIES)})[1 + g % ${LEAF_CATEGORIES.length}]`,
    `INSERT INTO product_attribute_terms (product_id, term_id)
SELECT id, unnest(attribute_term_ids) FROM products`,
    `INSERT INTO product_attributes (product_id, attribute_id, position)
SELECT DISTINCT pat.product_id, t.attribute_id, a.position
FROM product_attribute_terms pat
JOIN attribute_terms t ON t.id = pat.term_id
JOIN attributes a ON a.id = t.attribute_id`,
  ];
}

/** The statements that fill an empty, migrated database with `size` published products (run ANALYZE after). */
export function catalogueStatements(size: number): string[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`catalogue size must be a positive integer, got ${size}`);
  return [...vocabularyStatements(), ...productStatements(size)];
}
