ALTER TABLE "dealers" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "logo_type" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "logo_hash" text;