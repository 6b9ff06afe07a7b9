ALTER TABLE "appraisal_offers" ADD COLUMN "basis" jsonb;--> statement-breakpoint
ALTER TABLE "appraisal_offers" ADD COLUMN "comparison" jsonb;