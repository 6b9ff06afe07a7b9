CREATE TABLE "valuation_provider_breakers" (
	"provider" text PRIMARY KEY NOT NULL,
	"failures" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"open_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_vehicle_history_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"grant_id" text NOT NULL,
	"redirect_uri" text,
	"code_challenge" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_vehicle_history_tokens_expires_idx" ON "sandbox_vehicle_history_tokens" USING btree ("expires_at");