DROP INDEX "products_listing_scope_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "attribute_term_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listing_scope_terms_idx" ON "products" USING btree ("status","id","price_min","price_max","attribute_term_ids");--> statement-breakpoint
CREATE INDEX "products_attribute_terms_idx" ON "products" USING gin ("attribute_term_ids");--> statement-breakpoint
-- products.attribute_term_ids copies the product's product_attribute_terms rows (sorted term ids).
-- Statement-level triggers recompute it once per changed product per statement, so a bulk load of
-- terms costs one update of each product rather than one per term row. The products are locked first
-- and re-read in a later statement, so two transactions changing one product's terms at once cannot
-- leave it with a stale copy (each statement in plpgsql takes a fresh snapshot under READ COMMITTED).
CREATE FUNCTION "products_sync_attribute_term_ids"(product_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "products" WHERE "id" = ANY (product_ids) ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "products" SET "attribute_term_ids" = terms.ids
  FROM (
    SELECT p."id", coalesce(array_agg(pat."term_id" ORDER BY pat."term_id") FILTER (WHERE pat."term_id" IS NOT NULL), '{}'::integer[]) AS ids
    FROM "products" p LEFT JOIN "product_attribute_terms" pat ON pat."product_id" = p."id"
    WHERE p."id" = ANY (product_ids)
    GROUP BY p."id"
  ) AS terms
  WHERE "products"."id" = terms."id" AND "products"."attribute_term_ids" IS DISTINCT FROM terms.ids;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "product_attribute_terms_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "products_sync_attribute_term_ids"(ARRAY(SELECT DISTINCT "product_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "products_sync_attribute_term_ids"(ARRAY(SELECT DISTINCT "product_id" FROM old_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "products_sync_attribute_term_ids"(ARRAY(SELECT "product_id" FROM new_rows UNION SELECT "product_id" FROM old_rows));
  ELSE -- TRUNCATE
    UPDATE "products" SET "attribute_term_ids" = '{}'::integer[] WHERE "attribute_term_ids" <> '{}'::integer[];
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_attribute_terms_inserted" AFTER INSERT ON "product_attribute_terms"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_attribute_terms_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_attribute_terms_deleted" AFTER DELETE ON "product_attribute_terms"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_attribute_terms_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_attribute_terms_updated" AFTER UPDATE ON "product_attribute_terms"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_attribute_terms_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_attribute_terms_truncated" AFTER TRUNCATE ON "product_attribute_terms"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_attribute_terms_changed"();
--> statement-breakpoint
UPDATE "products" SET "attribute_term_ids" = terms.ids
FROM (SELECT "product_id", array_agg("term_id" ORDER BY "term_id") AS ids FROM "product_attribute_terms" GROUP BY "product_id") AS terms
WHERE "products"."id" = terms."product_id";
