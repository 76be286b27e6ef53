import { and, asc, count, eq, inArray, ne, sql } from "drizzle-orm";
import { fieldChanges } from "../../../domain/admin/field-changes.ts";
import { canMoveUnder, isSameSiblings, type MoveDirection, moveSibling } from "../../../domain/admin/category-tree.ts";
import type { CategoryInput } from "../../../domain/admin/taxonomy-input.ts";
import type { Db, Tx } from "../../db/kit/index.ts";
import { categories, productCategories } from "../../db/schema/index.ts";
import type { Actor, AuditService } from "../audit/index.ts";
import { ServiceError } from "../errors.ts";
import { chooseSlug, notFound } from "./unique-slug.ts";

export type AdminCategory = {
  id: number;
  name: string;
  slug: string;
  description: string;
  parentId: number | null;
  position: number;
  /** Products filed directly in this category, whatever their status. */
  productCount: number;
};

const columns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  parentId: categories.parentId,
  position: categories.position,
};

/**
 * The category tree's writes. Every write locks the rows it reads the tree from (a concurrent move could
 * otherwise build a loop), keeps siblings numbered 0..n-1 and records its audit entry in the same
 * transaction. The caller tells the catalogue afterwards (services.catalog.changed()).
 */
export function createCategoryAdmin(db: Db, audit: AuditService) {
  async function list(): Promise<AdminCategory[]> {
    const counts = db
      .select({ categoryId: productCategories.categoryId, total: count().as("total") })
      .from(productCategories)
      .groupBy(productCategories.categoryId)
      .as("counts");
    const rows = await db
      .select({ ...columns, productCount: sql<number>`coalesce(${counts.total}, 0)::int` })
      .from(categories)
      .leftJoin(counts, eq(counts.categoryId, categories.id))
      .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
    return rows;
  }

  async function get(id: number): Promise<AdminCategory | null> {
    return (await list()).find((category) => category.id === id) ?? null;
  }

  /** Every category locked for the transaction: the tree a move is checked against cannot change meanwhile. */
  const lockTree = (tx: Tx) => tx.select(columns).from(categories).orderBy(asc(categories.position), asc(categories.name), asc(categories.id)).for("update");

  const slugTaken = (tx: Tx, exceptId?: number) => async (slug: string) =>
    (await tx.$count(categories, exceptId === undefined ? eq(categories.slug, slug) : and(eq(categories.slug, slug), ne(categories.id, exceptId)))) > 0;

  function checkParent(tree: { id: number; parentId: number | null }[], id: number | null, parentId: number | null) {
    if (parentId === null) return;
    if (!tree.some((node) => node.id === parentId))
      throw new ServiceError("invalid", "parent_not_found", "That parent category does not exist.", { fields: { parentId: "Choose an existing category." } });
    if (id !== null && !canMoveUnder(tree, id, parentId))
      throw new ServiceError("invalid", "parent_loop", "A category cannot be put under itself or one of its own subcategories.", {
        fields: { parentId: "Choose a category that is not this one or below it." },
      });
  }

  /** Numbers siblings 0..n-1 in the given order. */
  async function renumber(tx: Tx, ids: readonly number[]) {
    for (const [position, id] of ids.entries()) await tx.update(categories).set({ position }).where(eq(categories.id, id));
  }

  async function create(actor: Actor, input: CategoryInput): Promise<AdminCategory> {
    return db.transaction(async (tx) => {
      const tree = await lockTree(tx);
      checkParent(tree, null, input.parentId);
      const slug = await chooseSlug(input.slug, input.name, slugTaken(tx));
      const position = tree.filter((node) => node.parentId === input.parentId).length;
      const [row] = await tx
        .insert(categories)
        .values({ name: input.name, slug, description: input.description, parentId: input.parentId, position })
        .returning(columns);
      const created = row!;
      await audit.record(tx, actor, {
        action: "category.create",
        entity: "category",
        entityId: created.id,
        changes: fieldChanges(null, { name: created.name, slug, description: created.description, parentId: created.parentId }),
      });
      return { ...created, productCount: 0 };
    });
  }

  async function update(actor: Actor, id: number, input: CategoryInput): Promise<void> {
    await db.transaction(async (tx) => {
      const tree = await lockTree(tx);
      const before = tree.find((node) => node.id === id);
      if (!before) throw notFound("category", id);
      checkParent(tree, id, input.parentId);
      const slug = input.slug === before.slug ? before.slug : await chooseSlug(input.slug, input.name, slugTaken(tx, id));
      const moved = input.parentId !== before.parentId;
      const after = { name: input.name, slug, description: input.description, parentId: input.parentId };
      // A category moved under another parent goes last among its new siblings; its old siblings close the gap.
      const position = moved ? tree.filter((node) => node.parentId === input.parentId).length : before.position;
      await tx
        .update(categories)
        .set({ ...after, position })
        .where(eq(categories.id, id));
      if (moved)
        await renumber(
          tx,
          tree.filter((node) => node.parentId === before.parentId && node.id !== id).map((node) => node.id),
        );
      await audit.record(tx, actor, { action: "category.update", entity: "category", entityId: id, changes: fieldChanges(before, after) });
    });
  }

  /**
   * Deletes a category. Its products stay in the shop (only their link to it goes); its subcategories move
   * up to its own parent, after the siblings already there.
   */
  async function remove(actor: Actor, id: number): Promise<{ movedChildren: number[]; unlinkedProducts: number }> {
    return db.transaction(async (tx) => {
      const tree = await lockTree(tx);
      const target = tree.find((node) => node.id === id);
      if (!target) throw notFound("category", id);
      const children = tree.filter((node) => node.parentId === id).map((node) => node.id);
      const unlinkedProducts = await tx.$count(productCategories, eq(productCategories.categoryId, id));
      if (children.length) await tx.update(categories).set({ parentId: target.parentId }).where(inArray(categories.id, children));
      await tx.delete(categories).where(eq(categories.id, id));
      const siblings = tree.filter((node) => node.parentId === target.parentId && node.id !== id).map((node) => node.id);
      await renumber(tx, [...siblings, ...children]);
      await audit.record(tx, actor, {
        action: "category.delete",
        entity: "category",
        entityId: id,
        changes: { ...fieldChanges(target, { name: null, slug: null, parentId: null }), children: { before: children, after: [] } },
        reason: children.length
          ? `Subcategories ${children.join(", ")} moved up to ${target.parentId === null ? "the top" : `category ${target.parentId}`}.`
          : null,
      });
      return { movedChildren: children, unlinkedProducts };
    });
  }

  async function saveOrder(tx: Tx, actor: Actor, parentId: number | null, before: number[], after: number[]) {
    if (before.join() === after.join()) return;
    await renumber(tx, after);
    await audit.record(tx, actor, { action: "category.reorder", entity: "category", entityId: parentId ?? "root", changes: { order: { before, after } } });
  }

  /** Moves a category one place among its siblings (the keyboard's and the no-JavaScript way). */
  async function move(actor: Actor, id: number, direction: MoveDirection): Promise<void> {
    await db.transaction(async (tx) => {
      const tree = await lockTree(tx);
      const target = tree.find((node) => node.id === id);
      if (!target) throw notFound("category", id);
      const siblings = tree.filter((node) => node.parentId === target.parentId).map((node) => node.id);
      await saveOrder(tx, actor, target.parentId, siblings, moveSibling(siblings, id, direction));
    });
  }

  /** Puts one parent's children in the order given (drag and drop): exactly its children, each once. */
  async function reorder(actor: Actor, parentId: number | null, ids: number[]): Promise<void> {
    await db.transaction(async (tx) => {
      const tree = await lockTree(tx);
      const siblings = tree.filter((node) => node.parentId === parentId).map((node) => node.id);
      if (!isSameSiblings(siblings, ids))
        throw new ServiceError("conflict", "siblings_changed", "The categories changed since the page was opened; reload it and try again.");
      await saveOrder(tx, actor, parentId, siblings, ids);
    });
  }

  return { list, get, create, update, remove, move, reorder };
}
