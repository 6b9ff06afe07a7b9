CREATE TABLE "api_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"appraisal_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appraisal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"appraisal_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dealer_settings" (
	"dealer_id" integer NOT NULL,
	"setting_id" integer NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_settings_dealer_id_setting_id_pk" PRIMARY KEY("dealer_id","setting_id")
);
--> statement-breakpoint
CREATE TABLE "inspection_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"appraisal_id" integer NOT NULL,
	"session_key" text NOT NULL,
	"capture_url" text NOT NULL,
	"status" text DEFAULT 'Idle' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_inspections" (
	"session_key" text PRIMARY KEY NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'Idle' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answers" jsonb,
	"grade" numeric(2, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_results" ADD CONSTRAINT "api_results_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_documents" ADD CONSTRAINT "appraisal_documents_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_documents" ADD CONSTRAINT "appraisal_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD CONSTRAINT "dealer_settings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_sessions" ADD CONSTRAINT "inspection_sessions_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_sessions" ADD CONSTRAINT "inspection_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_results_appraisal_idx" ON "api_results" USING btree ("appraisal_id","provider","id");--> statement-breakpoint
CREATE INDEX "appraisal_documents_appraisal_idx" ON "appraisal_documents" USING btree ("appraisal_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appraisal_documents_storage_key" ON "appraisal_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_sessions_key" ON "inspection_sessions" USING btree ("session_key");--> statement-breakpoint
CREATE INDEX "inspection_sessions_appraisal_idx" ON "inspection_sessions" USING btree ("appraisal_id","id");