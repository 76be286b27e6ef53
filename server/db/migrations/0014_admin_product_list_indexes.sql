CREATE INDEX "products_admin_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_admin_sku_sort_idx" ON "products" USING btree ("sku","id");--> statement-breakpoint
CREATE INDEX "products_admin_price_idx" ON "products" USING btree ("price_min","id");--> statement-breakpoint
CREATE INDEX "products_admin_stock_idx" ON "products" USING btree ("stock_quantity","id");--> statement-breakpoint
CREATE INDEX "products_admin_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_admin_type_idx" ON "products" USING btree ("type","updated_at","id","status");--> statement-breakpoint
CREATE INDEX "products_admin_stock_status_idx" ON "products" USING btree ("stock_status","updated_at","id","status");