CREATE TABLE "document_counters" (
	"series_key" text NOT NULL,
	"next" integer NOT NULL,
	CONSTRAINT "document_counters_series_key_pk" PRIMARY KEY("series_key"),
	CONSTRAINT "document_counters_next_positive" CHECK ("document_counters"."next" >= 1)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series_key" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"model" jsonb NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_kind_number_idx" ON "documents" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_series_sequence_idx" ON "documents" USING btree ("series_key","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_order_invoice_idx" ON "documents" USING btree ("order_id","kind") WHERE "documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "documents_refund_idx" ON "documents" USING btree ("refund_id") WHERE "documents"."refund_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "documents_issued_idx" ON "documents" USING btree ("kind","issued_at");--> statement-breakpoint
-- Lines placed before the rate was recorded: checkout taxes a whole order at the destination's one rate,
-- so the order's tax over its net amount is that rate, give or take the per-line rounding of small amounts:
-- it is taken to the nearest 0.5 % when that is within 0.15 % (nearly every VAT rate in use is such a step),
-- otherwise to the nearest 0.1 %.
UPDATE "order_lines" AS "line" SET "tax_rate" = "rated"."rate"
FROM (
	SELECT "order_id", (CASE WHEN abs("raw" - round("raw" / 50) * 50) <= 15 THEN round("raw" / 50) * 50 ELSE round("raw" / 10) * 10 END)::integer AS "rate"
	FROM (
		SELECT "l"."order_id", sum("l"."tax") * 10000.0 / sum(CASE WHEN "o"."prices_include_tax" THEN "l"."total" - "l"."tax" ELSE "l"."total" END) AS "raw"
		FROM "order_lines" AS "l" JOIN "orders" AS "o" ON "o"."id" = "l"."order_id"
		GROUP BY "l"."order_id"
		HAVING sum(CASE WHEN "o"."prices_include_tax" THEN "l"."total" - "l"."tax" ELSE "l"."total" END) > 0 AND sum("l"."tax") > 0
	) AS "ratios"
) AS "rated"
WHERE "line"."order_id" = "rated"."order_id" AND "line"."tax" > 0;
