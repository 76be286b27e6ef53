-- When each row stops counting (its call plus its limit's window), for the maintenance job. Rows written
-- before this column get a day, longer than any limit's window so far (the checkout e-mail check's minute).
ALTER TABLE "rate_limit_hits" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "rate_limit_hits" SET "expires_at" = "at" + interval '1 day';--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ALTER COLUMN "expires_at" SET NOT NULL;
