ALTER TABLE "dealers" ADD COLUMN "sms_sender" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sms_sender" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sms_from" text;--> statement-breakpoint
CREATE INDEX "appraisal_messages_outbox_idx" ON "appraisal_messages" USING btree ("outbox_id") WHERE "appraisal_messages"."outbox_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_sms_sender_key" ON "dealers" USING btree ("sms_sender");--> statement-breakpoint
CREATE INDEX "outbox_sms_from_idx" ON "outbox_messages" USING btree ("sms_from","id") WHERE "outbox_messages"."sms_from" is not null;--> statement-breakpoint
-- hand-written: every existing dealer gets its sandbox number (+1 500 5, then its id in six digits,
-- as integrations/sms/sandbox/numbers.ts), so demo and embedded databases keep texting through the
-- sandbox. With a real provider, set each dealer's own sender before texting (docs/operations.md):
-- the provider refuses these numbers.
UPDATE "dealers" SET "sms_sender" = '+15005' || lpad("id"::text, 6, '0') WHERE "sms_sender" IS NULL AND "id" < 1000000;
