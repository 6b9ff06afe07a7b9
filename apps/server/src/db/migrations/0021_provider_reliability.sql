CREATE TABLE "valuation_provider_calls" (
	"dealer_id" integer NOT NULL,
	"provider" text NOT NULL,
	"month" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "valuation_provider_calls_dealer_id_provider_month_pk" PRIMARY KEY("dealer_id","provider","month")
);
--> statement-breakpoint
ALTER TABLE "appraisals" ADD COLUMN "manual_valuations" text[];--> statement-breakpoint
ALTER TABLE "valuation_results" ADD COLUMN "source" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "valuation_results" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "valuation_results" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "valuation_provider_calls" ADD CONSTRAINT "valuation_provider_calls_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_results" ADD CONSTRAINT "valuation_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;