ALTER TABLE "mail_outbox" ADD COLUMN "sender" text;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_billing_name_trgm_idx" ON "orders" USING gin ((trim(coalesce("billing_address"->>'firstName', '') || ' ' || coalesce("billing_address"->>'lastName', ''))) gin_trgm_ops);
