import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import type { AttributeInput, SwatchType } from "../../../domain/admin/taxonomy-input.ts";
import type { Db, Tx } from "../../db/kit/index.ts";
import { attributes, attributeTerms } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";
import { chooseSlug, notFound } from "./unique-slug.ts";
import { attributeUsage, describeUsage, variationUsage } from "./usage.ts";

export type AdminAttribute = { id: number; name: string; slug: string; swatchType: SwatchType; position: number; termCount: number };

const columns = { id: attributes.id, name: attributes.name, slug: attributes.slug, swatchType: attributes.swatchType, position: attributes.position };

/**
 * Product attributes (colour, size, material): their names, slugs and swatch types. An attribute a
 * product uses cannot be deleted, and its slug cannot change while variations name it by that slug.
 */
export function createAttributeAdmin(db: Db, audit: AuditService) {
  async function list(): Promise<AdminAttribute[]> {
    const terms = db
      .select({ attributeId: attributeTerms.attributeId, total: count().as("total") })
      .from(attributeTerms)
      .groupBy(attributeTerms.attributeId)
      .as("terms");
    return db
      .select({ ...columns, termCount: sql<number>`coalesce(${terms.total}, 0)::int` })
      .from(attributes)
      .leftJoin(terms, eq(terms.attributeId, attributes.id))
      .orderBy(asc(attributes.position), asc(attributes.name), asc(attributes.id));
  }

  async function get(id: number): Promise<AdminAttribute | null> {
    return (await list()).find((attribute) => attribute.id === id) ?? null;
  }

  const slugTaken = (tx: Tx, exceptId?: number) => async (slug: string) =>
    (await tx.$count(attributes, exceptId === undefined ? eq(attributes.slug, slug) : and(eq(attributes.slug, slug), ne(attributes.id, exceptId)))) > 0;

  async function lock(tx: Tx, id: number) {
    const [row] = await tx.select(columns).from(attributes).where(eq(attributes.id, id)).for("update");
    if (!row) throw notFound("attribute", id);
    return row;
  }

  async function create(actor: Actor, input: AttributeInput): Promise<AdminAttribute> {
    return db.transaction(async (tx) => {
      const slug = await chooseSlug(input.slug, input.name, slugTaken(tx));
      const position = await tx.$count(attributes);
      const [row] = await tx.insert(attributes).values({ name: input.name, slug, swatchType: input.swatchType, position }).returning(columns);
      await audit.record(tx, actor, {
        action: "attribute.create",
        entity: "attribute",
        entityId: row!.id,
        changes: fieldChanges(null, { name: input.name, slug, swatchType: input.swatchType }),
      });
      return { ...row!, termCount: 0 };
    });
  }

  async function update(actor: Actor, id: number, input: AttributeInput): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await lock(tx, id);
      const slug = input.slug === before.slug ? before.slug : await chooseSlug(input.slug, input.name, slugTaken(tx, id));
      if (slug !== before.slug) {
        const used = await variationUsage(tx, before.slug);
        if (used.productCount > 0)
          throw new ServiceError("conflict", "attribute_slug_in_use", `The slug cannot change: variations name the attribute by it; ${describeUsage(used)}.`, {
            fields: { slug: "Variations use this slug; keep it." },
          });
      }
      const after = { name: input.name, slug, swatchType: input.swatchType };
      await tx.update(attributes).set(after).where(eq(attributes.id, id));
      await audit.record(tx, actor, { action: "attribute.update", entity: "attribute", entityId: id, changes: fieldChanges(before, after) });
    });
  }

  /** Deletes an attribute and its terms; refused (409, with how many products and which) while a product uses it. */
  async function remove(actor: Actor, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const before = await lock(tx, id);
      const used = await attributeUsage(tx, before);
      if (used.productCount > 0)
        throw new ServiceError(
          "conflict",
          "attribute_in_use",
          `"${before.name}" cannot be deleted: ${describeUsage(used)}. Remove it from those products first.`,
        );
      const terms = await tx
        .select({ name: attributeTerms.name })
        .from(attributeTerms)
        .where(eq(attributeTerms.attributeId, id))
        .orderBy(asc(attributeTerms.position));
      await tx.delete(attributes).where(eq(attributes.id, id));
      await audit.record(tx, actor, {
        action: "attribute.delete",
        entity: "attribute",
        entityId: id,
        changes: { ...fieldChanges(before, { name: null, slug: null, swatchType: null }), terms: { before: terms.map((term) => term.name), after: [] } },
      });
    });
  }

  return { list, get, create, update, remove };
}
