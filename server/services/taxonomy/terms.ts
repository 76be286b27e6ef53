import { and, asc, eq, ne } from "drizzle-orm";
import { isSameSiblings, type MoveDirection, moveSibling } from "../../../domain/admin/category-tree.ts";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import { normaliseSwatchColour } from "../../../domain/admin/swatch-colour.ts";
import type { TermInput } from "../../../domain/admin/taxonomy-input.ts";
import type { Db, Tx } from "../../db/kit/index.ts";
import { attributes, attributeTerms } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";
import { chooseSlug, notFound } from "./unique-slug.ts";
import { describeUsage, termUsage, variationUsage } from "./usage.ts";

export type AdminTerm = { id: number; name: string; slug: string; color: string | null; position: number; productCount: number };

const columns = { id: attributeTerms.id, name: attributeTerms.name, slug: attributeTerms.slug, color: attributeTerms.color, position: attributeTerms.position };

/**
 * An attribute's terms (red, blue; S, M, L). Deleting a term a product offers is refused, naming how many
 * products and which: the term is part of their variations and filters, and silently dropping it would
 * leave variations nobody can choose. Its slug cannot change while variations name it by that slug.
 */
export function createTermAdmin(db: Db, audit: AuditService) {
  /** The attribute locked: term writes of one attribute happen one at a time, so positions stay 0..n-1. */
  async function lockAttribute(tx: Tx, attributeId: number) {
    const [row] = await tx.select({ id: attributes.id, slug: attributes.slug }).from(attributes).where(eq(attributes.id, attributeId)).for("update");
    if (!row) throw notFound("attribute", attributeId);
    return row;
  }

  const ordered = (tx: Tx, attributeId: number) =>
    tx
      .select(columns)
      .from(attributeTerms)
      .where(eq(attributeTerms.attributeId, attributeId))
      .orderBy(asc(attributeTerms.position), asc(attributeTerms.name), asc(attributeTerms.id));

  async function list(attributeId: number): Promise<AdminTerm[]> {
    return db.transaction(async (tx) => {
      const [attribute] = await tx.select({ slug: attributes.slug }).from(attributes).where(eq(attributes.id, attributeId));
      if (!attribute) throw notFound("attribute", attributeId);
      const terms = await ordered(tx, attributeId);
      return Promise.all(terms.map(async (term) => ({ ...term, productCount: (await termUsage(tx, term, attribute.slug)).productCount })));
    });
  }

  const slugTaken = (tx: Tx, attributeId: number, exceptId?: number) => async (slug: string) =>
    (await tx.$count(
      attributeTerms,
      and(eq(attributeTerms.attributeId, attributeId), eq(attributeTerms.slug, slug), exceptId === undefined ? undefined : ne(attributeTerms.id, exceptId)),
    )) > 0;

  const colourOf = (input: TermInput) => (input.color ? normaliseSwatchColour(input.color) : null);

  async function findTerm(tx: Tx, attributeId: number, termId: number) {
    const [term] = await tx
      .select(columns)
      .from(attributeTerms)
      .where(and(eq(attributeTerms.id, termId), eq(attributeTerms.attributeId, attributeId)));
    if (!term) throw notFound("term", termId);
    return term;
  }

  async function create(actor: Actor, attributeId: number, input: TermInput): Promise<AdminTerm> {
    return db.transaction(async (tx) => {
      await lockAttribute(tx, attributeId);
      const slug = await chooseSlug(input.slug, input.name, slugTaken(tx, attributeId));
      const position = await tx.$count(attributeTerms, eq(attributeTerms.attributeId, attributeId));
      const values = { name: input.name, slug, color: colourOf(input) };
      const [row] = await tx
        .insert(attributeTerms)
        .values({ ...values, attributeId, position })
        .returning(columns);
      await audit.record(tx, actor, { action: "term.create", entity: "term", entityId: row!.id, changes: fieldChanges(null, { attributeId, ...values }) });
      return { ...row!, productCount: 0 };
    });
  }

  async function update(actor: Actor, attributeId: number, termId: number, input: TermInput): Promise<void> {
    await db.transaction(async (tx) => {
      const attribute = await lockAttribute(tx, attributeId);
      const before = await findTerm(tx, attributeId, termId);
      const slug = input.slug === before.slug ? before.slug : await chooseSlug(input.slug, input.name, slugTaken(tx, attributeId, termId));
      if (slug !== before.slug) {
        const used = await variationUsage(tx, attribute.slug, before.slug);
        if (used.productCount > 0)
          throw new ServiceError("conflict", "term_slug_in_use", `The slug cannot change: variations name the term by it; ${describeUsage(used)}.`, {
            fields: { slug: "Variations use this slug; keep it." },
          });
      }
      const after = { name: input.name, slug, color: colourOf(input) };
      await tx.update(attributeTerms).set(after).where(eq(attributeTerms.id, termId));
      await audit.record(tx, actor, { action: "term.update", entity: "term", entityId: termId, changes: fieldChanges(before, after) });
    });
  }

  async function remove(actor: Actor, attributeId: number, termId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const attribute = await lockAttribute(tx, attributeId);
      const before = await findTerm(tx, attributeId, termId);
      const used = await termUsage(tx, before, attribute.slug);
      if (used.productCount > 0)
        throw new ServiceError(
          "conflict",
          "term_in_use",
          `"${before.name}" cannot be deleted: ${describeUsage(used)}. Remove it from those products and their variations first.`,
        );
      await tx.delete(attributeTerms).where(eq(attributeTerms.id, termId));
      const rest = (await ordered(tx, attributeId)).map((term) => term.id);
      await renumber(tx, rest);
      await audit.record(tx, actor, {
        action: "term.delete",
        entity: "term",
        entityId: termId,
        changes: fieldChanges(before, { name: null, slug: null, color: null }),
      });
    });
  }

  async function renumber(tx: Tx, ids: readonly number[]) {
    for (const [position, id] of ids.entries()) await tx.update(attributeTerms).set({ position }).where(eq(attributeTerms.id, id));
  }

  async function saveOrder(tx: Tx, actor: Actor, attributeId: number, before: number[], after: number[]) {
    if (before.join() === after.join()) return;
    await renumber(tx, after);
    await audit.record(tx, actor, { action: "term.reorder", entity: "attribute", entityId: attributeId, changes: { termOrder: { before, after } } });
  }

  async function move(actor: Actor, attributeId: number, termId: number, direction: MoveDirection): Promise<void> {
    await db.transaction(async (tx) => {
      await lockAttribute(tx, attributeId);
      await findTerm(tx, attributeId, termId);
      const ids = (await ordered(tx, attributeId)).map((term) => term.id);
      await saveOrder(tx, actor, attributeId, ids, moveSibling(ids, termId, direction));
    });
  }

  async function reorder(actor: Actor, attributeId: number, order: number[]): Promise<void> {
    await db.transaction(async (tx) => {
      await lockAttribute(tx, attributeId);
      const ids = (await ordered(tx, attributeId)).map((term) => term.id);
      if (!isSameSiblings(ids, order))
        throw new ServiceError("conflict", "terms_changed", "The terms changed since the page was opened; reload it and try again.");
      await saveOrder(tx, actor, attributeId, ids, order);
    });
  }

  return { list, create, update, remove, move, reorder };
}
