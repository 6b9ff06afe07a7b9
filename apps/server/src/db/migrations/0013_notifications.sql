CREATE TABLE "notification_once" (
	"notification" text NOT NULL,
	"key" text NOT NULL,
	"appraisal_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_once_notification_key_pk" PRIMARY KEY("notification","key")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"notification" text NOT NULL,
	"optout" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"web" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_user_id_dealer_id_notification_pk" PRIMARY KEY("user_id","dealer_id","notification")
);
--> statement-breakpoint
CREATE TABLE "notifications_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"dealer_id" integer,
	"notification" text NOT NULL,
	"appraisal_id" integer,
	"message" text NOT NULL,
	"link" text,
	"email" boolean DEFAULT false NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"web" boolean DEFAULT false NOT NULL,
	"web_viewed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications_log" ADD CONSTRAINT "notifications_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications_log" ADD CONSTRAINT "notifications_log_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications_log" ADD CONSTRAINT "notifications_log_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_log_user_idx" ON "notifications_log" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_log_unread_idx" ON "notifications_log" USING btree ("user_id","id") WHERE "notifications_log"."web" and not "notifications_log"."web_viewed";--> statement-breakpoint
-- Live channel (DESIGN.md 5): every committed change of an appraisal tells every server instance
-- (NOTIFY is delivered on commit only, so a rolled-back change tells no one), per dealer, with
-- the ids changed (null when a statement changed more than 100: "refresh everything").
CREATE FUNCTION "notify_appraisals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  FOR r IN SELECT dealer_id, count(*) AS n, (array_agg(id ORDER BY id))[1:100] AS ids FROM changed_rows GROUP BY dealer_id LOOP
    PERFORM pg_notify('da_records', json_build_object('d', r.dealer_id, 'ids', CASE WHEN r.n > 100 THEN NULL ELSE r.ids END)::text);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "appraisals_changed_insert" AFTER INSERT ON "appraisals" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_appraisals_changed"();--> statement-breakpoint
CREATE TRIGGER "appraisals_changed_update" AFTER UPDATE ON "appraisals" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_appraisals_changed"();--> statement-breakpoint
-- An ended session or a deactivated user: its live streams close at once on every instance.
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('da_sessions', OLD.id::text);
  ELSE
    PERFORM pg_notify('da_sessions', OLD.user_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();--> statement-breakpoint
CREATE TRIGGER "users_deactivated" AFTER UPDATE OF "active" ON "users" FOR EACH ROW WHEN (OLD.active AND NOT NEW.active) EXECUTE FUNCTION "notify_session_ended"();
