DROP INDEX "appraisals_sort_updated_idx";--> statement-breakpoint
DROP INDEX "appraisals_sort_grade_idx";--> statement-breakpoint
DROP INDEX "appraisals_sort_recon_idx";--> statement-breakpoint
DROP INDEX "appraisals_sort_profit_idx";--> statement-breakpoint
DROP INDEX "appraisals_sort_payoff_idx";--> statement-breakpoint
DROP INDEX "appraisals_sort_year_idx";--> statement-breakpoint
DROP INDEX "appraisals_sort_make_idx";--> statement-breakpoint
DROP INDEX "appraisals_sort_mileage_idx";--> statement-breakpoint
DROP INDEX "appraisals_sort_model_idx";--> statement-breakpoint
CREATE INDEX "appraisals_sort_id_idx" ON "appraisals" USING btree ("dealer_id","area","id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_updated_idx" ON "appraisals" USING btree ("dealer_id","area","updated_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_grade_idx" ON "appraisals" USING btree ("dealer_id","area","running_status" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_recon_idx" ON "appraisals" USING btree ("dealer_id","area","reconditioning_cost" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_profit_idx" ON "appraisals" USING btree ("dealer_id","area","expected_total_profit" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_payoff_idx" ON "appraisals" USING btree ("dealer_id","area","adjusted_payoff_amount" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_year_idx" ON "appraisals" USING btree ("dealer_id","area","year" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_make_idx" ON "appraisals" USING btree ("dealer_id","area","make","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_mileage_idx" ON "appraisals" USING btree ("dealer_id","area","inspected_mileage","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "appraisals_sort_model_idx" ON "appraisals" USING btree ("dealer_id","area","model","id") WHERE deleted_at is null;