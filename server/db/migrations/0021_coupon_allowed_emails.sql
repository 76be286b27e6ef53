CREATE TYPE "public"."affiliate_coupon_kind" AS ENUM('attributing', 'credit');--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "allowed_emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_coupons" ADD COLUMN "kind" "affiliate_coupon_kind" DEFAULT 'attributing' NOT NULL;