CREATE TABLE "share_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"user_id" integer,
	"type_code" text NOT NULL,
	"share_type" text NOT NULL,
	"recipient" text,
	"prefill" jsonb,
	"campaign_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_invites" ADD CONSTRAINT "share_invites_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_invites" ADD CONSTRAINT "share_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_invites" ADD CONSTRAINT "share_invites_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_invites_token" ON "share_invites" USING btree ("token");--> statement-breakpoint
CREATE INDEX "share_invites_dealer_idx" ON "share_invites" USING btree ("dealer_id","id");