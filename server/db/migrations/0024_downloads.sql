CREATE TABLE "download_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"name" text NOT NULL,
	"stored_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"download_limit" integer,
	"expiry_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_files_limit_positive" CHECK ("download_files"."download_limit" is null or "download_files"."download_limit" >= 1),
	CONSTRAINT "download_files_expiry_positive" CHECK ("download_files"."expiry_days" is null or "download_files"."expiry_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "download_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	"access_key" text NOT NULL,
	"downloads_remaining" integer,
	"expires_at" timestamp with time zone,
	"download_count" integer DEFAULT 0 NOT NULL,
	"last_downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_grants_remaining_not_negative" CHECK ("download_grants"."downloads_remaining" is null or "download_grants"."downloads_remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "downloadable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_files" ADD CONSTRAINT "download_files_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_file_id_download_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."download_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grants" ADD CONSTRAINT "download_grants_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_files_product_idx" ON "download_files" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "download_files_stored_key_idx" ON "download_files" USING btree ("stored_key");--> statement-breakpoint
CREATE UNIQUE INDEX "download_grants_access_key_idx" ON "download_grants" USING btree ("access_key");--> statement-breakpoint
CREATE UNIQUE INDEX "download_grants_line_file_idx" ON "download_grants" USING btree ("order_line_id","file_id");--> statement-breakpoint
CREATE INDEX "download_grants_order_idx" ON "download_grants" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "download_grants_customer_idx" ON "download_grants" USING btree ("customer_id");