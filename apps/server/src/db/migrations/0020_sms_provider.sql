CREATE TABLE "sandbox_sms_messages" (
	"sid" text PRIMARY KEY NOT NULL,
	"account_sid" text NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"status_callback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_consent_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"phone" text NOT NULL,
	"change" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_consents" (
	"dealer_id" integer NOT NULL,
	"phone" text NOT NULL,
	"stopped" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_consents_dealer_id_phone_pk" PRIMARY KEY("dealer_id","phone")
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_consent_events" ADD CONSTRAINT "sms_consent_events_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_sms_to_idx" ON "sandbox_sms_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "sms_consent_events_phone_idx" ON "sms_consent_events" USING btree ("dealer_id","phone","id");--> statement-breakpoint
CREATE INDEX "outbox_provider_message_idx" ON "outbox_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "outbox_sms_recipient_idx" ON "outbox_messages" USING btree (right(regexp_replace("recipient", '\D', '', 'g'), 10)) WHERE "outbox_messages"."channel" = 'sms';--> statement-breakpoint
-- hand-written: the consent ledger is append-only (a dealer's deletion still cascades).
CREATE FUNCTION sms_consent_events_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sms_consent_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER sms_consent_events_append_only BEFORE UPDATE ON sms_consent_events
  FOR EACH ROW EXECUTE FUNCTION sms_consent_events_no_update();
