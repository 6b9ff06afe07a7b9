CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"user_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_dealer_idx" ON "audit_log" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_dealer_name_key" ON "affiliates" USING btree ("dealer_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_banks_dealer_name_key" ON "dealer_banks" USING btree ("dealer_id",lower("name"));