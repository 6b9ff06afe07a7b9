CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "appraisals_list_updated_idx";--> statement-breakpoint
DROP INDEX "appraisals_list_profit_idx";--> statement-breakpoint
DROP INDEX "appraisals_list_recon_idx";--> statement-breakpoint
DROP INDEX "appraisals_list_payoff_idx";--> statement-breakpoint
DROP INDEX "appraisals_list_grade_idx";--> statement-breakpoint
DROP INDEX "appraisals_list_year_idx";--> statement-breakpoint
DROP INDEX "appraisals_list_make_idx";--> statement-breakpoint
DROP INDEX "appraisals_list_model_idx";--> statement-breakpoint
DROP INDEX "appraisals_list_mileage_idx";--> statement-breakpoint
DROP INDEX "appraisals_search_trgm_idx";--> statement-breakpoint
DROP INDEX "appraisals_list_area_idx";--> statement-breakpoint
CREATE INDEX "appraisals_list_lease_idx" ON "appraisals" USING btree ("dealer_id","area","lease_stage","created_at","appraisal_status_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_updated_idx" ON "appraisals" USING btree ("dealer_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_grade_idx" ON "appraisals" USING btree ("dealer_id","running_status" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_recon_idx" ON "appraisals" USING btree ("dealer_id","reconditioning_cost" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_profit_idx" ON "appraisals" USING btree ("dealer_id","expected_total_profit" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_payoff_idx" ON "appraisals" USING btree ("dealer_id","adjusted_payoff_amount" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_year_idx" ON "appraisals" USING btree ("dealer_id","year" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_make_idx" ON "appraisals" USING btree ("dealer_id","make","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_mileage_idx" ON "appraisals" USING btree ("dealer_id","inspected_mileage","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_model_idx" ON "appraisals" USING btree ("dealer_id","model","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_queue_mp_idx" ON "appraisals" USING btree ("dealer_id","id","owner_status_id","appraisal_type_id") WHERE deleted_at is null and appraisal_status_id is null and adjusted_payoff_amount is null;--> statement-breakpoint
CREATE INDEX "appraisals_queue_ai_idx" ON "appraisals" USING btree ("dealer_id","id") WHERE deleted_at is null and appraisal_status_id is null and stage = 'inspect';--> statement-breakpoint
CREATE INDEX "appraisals_queue_ro_idx" ON "appraisals" USING btree ("dealer_id","id","offer_sent_at","appraisal_type_id","offer_declined_at") WHERE deleted_at is null and appraisal_status_id is null and offer_sent_at is not null and offer_accepted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_queue_he_idx" ON "appraisals" USING btree ("dealer_id","auction_projected_equity" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null and appraisal_status_id is null;--> statement-breakpoint
CREATE INDEX "appraisals_search_idx" ON "appraisals" USING gin ("dealer_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "appraisals_list_area_idx" ON "appraisals" USING btree ("dealer_id","area","appraisal_type_id","stage","created_at","appraisal_status_id") WHERE deleted_at is null;