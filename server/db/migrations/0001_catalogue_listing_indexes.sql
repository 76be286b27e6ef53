CREATE INDEX "products_listing_default_idx" ON "products" USING btree ("status","featured","created_at","id");--> statement-breakpoint
CREATE INDEX "products_listing_price_max_idx" ON "products" USING btree ("status","price_max","id");--> statement-breakpoint
CREATE INDEX "products_listing_scope_idx" ON "products" USING btree ("status","id","price_min","price_max");--> statement-breakpoint
CREATE INDEX "products_sku_prefix_idx" ON "products" USING btree (lower("sku") text_pattern_ops);