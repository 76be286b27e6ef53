CREATE TYPE "public"."affiliate_status" AS ENUM('pending', 'approved', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."attribution_signal" AS ENUM('coupon', 'link', 'none');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('commission', 'clawback', 'payout', 'payout_return');--> statement-breakpoint
CREATE TYPE "public"."ledger_state" AS ENUM('pending', 'approved');--> statement-breakpoint
CREATE TYPE "public"."payout_state" AS ENUM('requested', 'approved', 'paid', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."payout_type" AS ENUM('custom1', 'custom2', 'banktransfer', 'paypalapi', 'stripeapi', 'credit');--> statement-breakpoint
CREATE TABLE "affiliate_coupons" (
	"coupon_id" integer PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_creatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"type" "payout_type" NOT NULL,
	"amount_minor" integer NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" "payout_state" DEFAULT 'requested' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"credit_coupon_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "affiliate_payouts_amount_positive" CHECK ("affiliate_payouts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" "affiliate_status" DEFAULT 'pending' NOT NULL,
	"parent_id" integer,
	"referral_code" text NOT NULL,
	"rate" jsonb,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "affiliates_not_own_parent" CHECK ("affiliates"."parent_id" is null or "affiliates"."parent_id" <> "affiliates"."id")
);
--> statement-breakpoint
CREATE TABLE "commission_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"order_id" integer,
	"payout_id" integer,
	"kind" "ledger_kind" NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"amount_minor" integer NOT NULL,
	"state" "ledger_state" NOT NULL,
	"approve_after" timestamp with time zone,
	"signal" "attribution_signal" DEFAULT 'none' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"paid_by_payout_id" integer,
	"source_affiliate_id" integer,
	"coupon_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_level_nonnegative" CHECK ("commission_entries"."level" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_attributions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"affiliate_id" integer,
	"signal" "attribution_signal" NOT NULL,
	"reason" text NOT NULL,
	"coupon_id" integer,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sales_minor" integer DEFAULT 0 NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_coupons" ADD CONSTRAINT "affiliate_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_coupons" ADD CONSTRAINT "affiliate_coupons_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_credit_coupon_id_coupons_id_fk" FOREIGN KEY ("credit_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_payouts" ADD CONSTRAINT "affiliate_payouts_decided_by_customers_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_parent_id_affiliates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_paid_by_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("paid_by_payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attributions" ADD CONSTRAINT "order_attributions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_coupons_affiliate_idx" ON "affiliate_coupons" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_affiliate_idx" ON "affiliate_payouts" USING btree ("affiliate_id","requested_at");--> statement-breakpoint
CREATE INDEX "affiliate_payouts_state_idx" ON "affiliate_payouts" USING btree ("state","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_customer_idx" ON "affiliates" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_referral_code_idx" ON "affiliates" USING btree (lower("referral_code"));--> statement-breakpoint
CREATE INDEX "affiliates_parent_idx" ON "affiliates" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "affiliates_status_idx" ON "affiliates" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "commission_entries_affiliate_idx" ON "commission_entries" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_entries_figures_idx" ON "commission_entries" USING btree ("affiliate_id","kind","level","created_at","amount_minor","state","approve_after","paid_by_payout_id","source_affiliate_id","coupon_id");--> statement-breakpoint
CREATE INDEX "commission_entries_order_idx" ON "commission_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "commission_entries_payout_idx" ON "commission_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "order_attributions_affiliate_idx" ON "order_attributions" USING btree ("affiliate_id","placed_at","sales_minor","discount_minor","coupon_id");