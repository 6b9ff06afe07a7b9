ALTER TABLE "appraisals" ADD COLUMN "offer_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "offer_valid_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "offer_mileage_allowance" integer DEFAULT 250 NOT NULL;--> statement-breakpoint
ALTER TABLE "appraisal_offers" ADD COLUMN "valid_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "appraisal_offers" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
-- Offers made before terms existed held the fixed week they were sent with.
UPDATE "appraisal_offers" SET "valid_until" = "sent_at" + interval '7 days';--> statement-breakpoint
ALTER TABLE "appraisal_offers" ALTER COLUMN "valid_until" SET NOT NULL;--> statement-breakpoint
UPDATE "appraisals" SET "offer_valid_until" = "offer_sent_at" + interval '7 days' WHERE "offer_sent_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "appraisal_offers" ADD COLUMN "mileage_allowance" integer DEFAULT 250 NOT NULL;--> statement-breakpoint
ALTER TABLE "appraisal_offers" ADD COLUMN "renewal_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appraisals_queue_eo_idx" ON "appraisals" USING btree ("dealer_id","offer_valid_until","id") WHERE deleted_at is null and appraisal_status_id is null and appraisal_type_id = 1 and offer_sent_at is not null and offer_accepted_at is null and offer_declined_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_offer_expiry_idx" ON "appraisals" USING btree ("offer_valid_until") WHERE deleted_at is null and offer_accepted_at is null and offer_declined_at is null;