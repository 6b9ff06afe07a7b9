CREATE TABLE "campaign_mailing_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"row_count" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_count" integer,
	"failed_count" integer
);
--> statement-breakpoint
CREATE TABLE "mailing_unsubscribes" (
	"dealer_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_unsubscribes_dealer_id_email_pk" PRIMARY KEY("dealer_id","email")
);
--> statement-breakpoint
ALTER TABLE "campaign_mailing_lists" ADD CONSTRAINT "campaign_mailing_lists_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_mailing_lists" ADD CONSTRAINT "campaign_mailing_lists_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_mailing_lists" ADD CONSTRAINT "campaign_mailing_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_unsubscribes" ADD CONSTRAINT "mailing_unsubscribes_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_mailing_lists_uid" ON "campaign_mailing_lists" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "campaign_mailing_lists_campaign_idx" ON "campaign_mailing_lists" USING btree ("dealer_id","campaign_id","id");