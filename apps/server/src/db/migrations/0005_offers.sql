CREATE TABLE "appraisal_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"appraisal_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"idempotency_key" text,
	"template" smallint NOT NULL,
	"type" text NOT NULL,
	"amount" numeric(12, 2),
	"amount_min" numeric(12, 2),
	"amount_max" numeric(12, 2),
	"customer_profit" numeric(12, 2),
	"include_damages" boolean DEFAULT false NOT NULL,
	"show_customer_equity" boolean DEFAULT false NOT NULL,
	"send_pdf" boolean DEFAULT false NOT NULL,
	"text_pdf" boolean DEFAULT false NOT NULL,
	"printed" boolean DEFAULT false NOT NULL,
	"breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pdf_key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"offered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appraisal_offers" ADD CONSTRAINT "appraisal_offers_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_offers" ADD CONSTRAINT "appraisal_offers_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_offers" ADD CONSTRAINT "appraisal_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appraisal_offers_appraisal_idx" ON "appraisal_offers" USING btree ("appraisal_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_offers_idempotency_key" ON "appraisal_offers" USING btree ("appraisal_id","idempotency_key");