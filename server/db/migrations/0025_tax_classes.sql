CREATE TABLE "order_tax_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"label" text NOT NULL,
	"rate" integer NOT NULL,
	"compound" boolean DEFAULT false NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_tax_lines_amount_nonnegative" CHECK ("order_tax_lines"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_tax_lines" ADD CONSTRAINT "order_tax_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_tax_lines_order_idx" ON "order_tax_lines" USING btree ("order_id");