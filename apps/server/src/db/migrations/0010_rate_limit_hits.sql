CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
DROP TABLE "auth_throttle" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_ends_at");