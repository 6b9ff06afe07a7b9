ALTER TABLE "campaign_mailing_lists" ADD COLUMN "sent_by" integer;--> statement-breakpoint
ALTER TABLE "campaign_mailing_lists" ADD COLUMN "send_state" text;--> statement-breakpoint
ALTER TABLE "campaign_mailing_lists" ADD COLUMN "send_job_id" bigint;--> statement-breakpoint
ALTER TABLE "campaign_mailing_lists" ADD COLUMN "send_cursor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_mailing_lists" ADD COLUMN "skipped_count" integer;--> statement-breakpoint
ALTER TABLE "campaign_mailing_lists" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_mailing_lists" ADD CONSTRAINT "campaign_mailing_lists_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Lists sent before sending was a job went in one request: they are finished.
UPDATE "campaign_mailing_lists" SET "send_state" = 'sent', "finished_at" = "sent_at", "send_cursor" = "row_count" WHERE "sent_at" IS NOT NULL;
