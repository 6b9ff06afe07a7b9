CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "appraisal_activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"appraisal_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appraisal_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"appraisal_id" integer NOT NULL,
	"channel" text NOT NULL,
	"direction" text DEFAULT 'out' NOT NULL,
	"recipient" text,
	"subject" text,
	"body" text NOT NULL,
	"user_id" integer,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appraisal_users" (
	"appraisal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appraisal_users_appraisal_id_user_id_pk" PRIMARY KEY("appraisal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "appraisals" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"appraisal_type_id" smallint NOT NULL,
	"area" text NOT NULL,
	"stage" text DEFAULT 'assess' NOT NULL,
	"lease_stage" text DEFAULT 'ground_return' NOT NULL,
	"vin" text NOT NULL,
	"year" smallint,
	"make" text,
	"model" text,
	"trim" text,
	"sub_series" text,
	"color" text,
	"mileage" integer,
	"inspected_mileage" integer,
	"thumb" text,
	"running_status" numeric(2, 1),
	"estimated_damage" numeric(12, 2),
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone_number" text,
	"alt_email" text,
	"alt_phone" text,
	"vendor_name" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip" text,
	"appraisal_status_id" smallint,
	"previous_status_id" smallint,
	"status_changed_at" timestamp with time zone,
	"sell_strategy_status_id" smallint,
	"owner_status_id" smallint,
	"affiliate_id" integer,
	"deal_type_id" integer,
	"finance_bank" text,
	"finance_bank_num" text,
	"dealer_bank_id" integer,
	"maturity_date" date,
	"campaign_id" integer,
	"originator_id" integer,
	"mmr_val" numeric(12, 2),
	"jdp_val" numeric(12, 2),
	"galves_val" numeric(12, 2),
	"blackbook_val" numeric(12, 2),
	"profit_objective" numeric(12, 2),
	"pickup_fee" numeric(12, 2),
	"recon_body_cost" numeric(12, 2),
	"recon_mech_cost" numeric(12, 2),
	"recon_other_cost" numeric(12, 2),
	"adjusted_payoff_amount" numeric(12, 2),
	"wholesale_pack" numeric(12, 2),
	"auction_fee" numeric(12, 2),
	"car_offer_fee" numeric(12, 2),
	"auction_valuation" numeric(12, 2),
	"retail_valuation" numeric(12, 2),
	"car_offer_amount" numeric(12, 2),
	"car_offer_proposal" numeric(12, 2),
	"auction_proposal" numeric(12, 2),
	"retail_proposal" numeric(12, 2),
	"actual_cost" numeric(12, 2),
	"dms_id" text,
	"package_notes" text,
	"reconditioning_cost" numeric(12, 2),
	"car_offer_projected_valuation" numeric(12, 2),
	"auction_projected_valuation" numeric(12, 2),
	"retail_projected_valuation" numeric(12, 2),
	"car_offer_projected_equity" numeric(12, 2),
	"auction_projected_equity" numeric(12, 2),
	"retail_projected_equity" numeric(12, 2),
	"car_offer_total_profit" numeric(12, 2),
	"auction_total_profit" numeric(12, 2),
	"retail_total_profit" numeric(12, 2),
	"car_offer_customer_profit" numeric(12, 2),
	"auction_customer_profit" numeric(12, 2),
	"retail_customer_profit" numeric(12, 2),
	"car_offer_profit_status" text,
	"auction_profit_status" text,
	"retail_profit_status" text,
	"expected_total_profit" numeric(12, 2),
	"offer_amount" numeric(12, 2),
	"offer_amount_min" numeric(12, 2),
	"offer_amount_max" numeric(12, 2),
	"auto_offer_amount" numeric(12, 2),
	"auto_offer_amount_max" numeric(12, 2),
	"offer_type" text,
	"offer_template" smallint,
	"offer_sent_at" timestamp with time zone,
	"offered_by" integer,
	"offer_accepted_at" timestamp with time zone,
	"offer_declined_at" timestamp with time zone,
	"pdf_url" text,
	"pave_inspect_session_key" text,
	"pave_inspect_status" text,
	"pave_inspect_result_id" integer,
	"inspected_at" timestamp with time zone,
	"crm_sent_at" timestamp with time zone,
	"vauto_url" text,
	"turnin_date" date,
	"grounding_receipt" jsonb,
	"bill_of_lading" jsonb,
	"lrtn_info" jsonb,
	"trf_id" integer,
	"trf_dealer_id" integer,
	"trf_at" timestamp with time zone,
	"trf_by" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(vin, '') || ' ' || coalesce(year::text, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(trim, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"appraisal_id" integer NOT NULL,
	"bidder_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"profit" numeric(12, 2),
	"is_preferred" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valuation_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"appraisal_id" integer NOT NULL,
	"provider" text NOT NULL,
	"selection" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"value" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidders" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"name" text NOT NULL,
	"type_id" integer,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appraisal_activity" ADD CONSTRAINT "appraisal_activity_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_activity" ADD CONSTRAINT "appraisal_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_messages" ADD CONSTRAINT "appraisal_messages_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_messages" ADD CONSTRAINT "appraisal_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_users" ADD CONSTRAINT "appraisal_users_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisal_users" ADD CONSTRAINT "appraisal_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_deal_type_id_deal_types_id_fk" FOREIGN KEY ("deal_type_id") REFERENCES "public"."deal_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_dealer_bank_id_dealer_banks_id_fk" FOREIGN KEY ("dealer_bank_id") REFERENCES "public"."dealer_banks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_originator_id_users_id_fk" FOREIGN KEY ("originator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_trf_dealer_id_dealers_id_fk" FOREIGN KEY ("trf_dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_trf_by_users_id_fk" FOREIGN KEY ("trf_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appraisals" ADD CONSTRAINT "appraisals_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_results" ADD CONSTRAINT "valuation_results_appraisal_id_appraisals_id_fk" FOREIGN KEY ("appraisal_id") REFERENCES "public"."appraisals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidders" ADD CONSTRAINT "bidders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_banks" ADD CONSTRAINT "dealer_banks_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appraisal_activity_appraisal_idx" ON "appraisal_activity" USING btree ("appraisal_id","id");--> statement-breakpoint
CREATE INDEX "appraisal_messages_appraisal_idx" ON "appraisal_messages" USING btree ("appraisal_id","id");--> statement-breakpoint
CREATE INDEX "appraisal_users_user_idx" ON "appraisal_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "appraisals_list_id_idx" ON "appraisals" USING btree ("dealer_id","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_list_area_idx" ON "appraisals" USING btree ("dealer_id","area","appraisal_type_id","stage","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_list_created_idx" ON "appraisals" USING btree ("dealer_id","created_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_list_updated_idx" ON "appraisals" USING btree ("dealer_id","updated_at") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_list_profit_idx" ON "appraisals" USING btree ("dealer_id","expected_total_profit") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_list_recon_idx" ON "appraisals" USING btree ("dealer_id","reconditioning_cost") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_list_payoff_idx" ON "appraisals" USING btree ("dealer_id","adjusted_payoff_amount") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_list_grade_idx" ON "appraisals" USING btree ("dealer_id","running_status") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_list_year_idx" ON "appraisals" USING btree ("dealer_id","year") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_list_make_idx" ON "appraisals" USING btree ("dealer_id","make") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_list_model_idx" ON "appraisals" USING btree ("dealer_id","model") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_list_mileage_idx" ON "appraisals" USING btree ("dealer_id","inspected_mileage") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_status_idx" ON "appraisals" USING btree ("dealer_id","appraisal_status_id","id");--> statement-breakpoint
CREATE INDEX "appraisals_archived_idx" ON "appraisals" USING btree ("dealer_id","deleted_at") WHERE deleted_at is not null;--> statement-breakpoint
CREATE INDEX "appraisals_vin_idx" ON "appraisals" USING btree ("dealer_id","vin");--> statement-breakpoint
CREATE INDEX "appraisals_campaign_idx" ON "appraisals" USING btree ("dealer_id","campaign_id");--> statement-breakpoint
CREATE INDEX "appraisals_originator_idx" ON "appraisals" USING btree ("dealer_id","originator_id");--> statement-breakpoint
CREATE INDEX "appraisals_trf_dealer_idx" ON "appraisals" USING btree ("dealer_id","trf_dealer_id") WHERE trf_dealer_id is not null;--> statement-breakpoint
CREATE INDEX "appraisals_search_trgm_idx" ON "appraisals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bids_appraisal_idx" ON "bids" USING btree ("appraisal_id");--> statement-breakpoint
CREATE INDEX "valuation_results_appraisal_idx" ON "valuation_results" USING btree ("appraisal_id","provider","id");--> statement-breakpoint
CREATE INDEX "affiliates_dealer_idx" ON "affiliates" USING btree ("dealer_id","name");--> statement-breakpoint
CREATE INDEX "bidders_dealer_idx" ON "bidders" USING btree ("dealer_id","name");--> statement-breakpoint
CREATE INDEX "campaigns_dealer_idx" ON "campaigns" USING btree ("dealer_id","name");--> statement-breakpoint
CREATE INDEX "dealer_banks_dealer_idx" ON "dealer_banks" USING btree ("dealer_id","name");--> statement-breakpoint
INSERT INTO "deal_types" ("id", "name") VALUES (1, 'Purchase'), (2, 'Trade-in'), (3, 'Lease buyout'), (4, 'Consignment'), (5, 'Wholesale') ON CONFLICT DO NOTHING;
