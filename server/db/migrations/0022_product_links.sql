CREATE TYPE "public"."product_link_kind" AS ENUM('upsell', 'cross_sell');--> statement-breakpoint
CREATE TABLE "product_links" (
	"product_id" integer NOT NULL,
	"kind" "product_link_kind" NOT NULL,
	"linked_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_links_product_id_kind_linked_id_pk" PRIMARY KEY("product_id","kind","linked_id"),
	CONSTRAINT "product_links_not_itself" CHECK ("product_links"."product_id" <> "product_links"."linked_id")
);
--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_links" ADD CONSTRAINT "product_links_linked_id_products_id_fk" FOREIGN KEY ("linked_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_links_linked_idx" ON "product_links" USING btree ("linked_id");