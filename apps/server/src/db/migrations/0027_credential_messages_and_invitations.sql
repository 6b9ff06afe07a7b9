CREATE TABLE "dealer_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"roles" text[] NOT NULL,
	"invited_by" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "dealer_invitations" ADD CONSTRAINT "dealer_invitations_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_invitations" ADD CONSTRAINT "dealer_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_invitations" ADD CONSTRAINT "dealer_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_invitations_open_key" ON "dealer_invitations" USING btree ("dealer_id","user_id") WHERE "dealer_invitations"."status" = 'open';--> statement-breakpoint
CREATE INDEX "dealer_invitations_user_idx" ON "dealer_invitations" USING btree ("user_id") WHERE "dealer_invitations"."status" = 'open';--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox_messages" USING btree ("user_id","id") WHERE "outbox_messages"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_one_owner" CHECK ("outbox_messages"."dealer_id" is null or "outbox_messages"."user_id" is null);--> statement-breakpoint
-- Messages that carry a person's credentials (reset, confirm-account, e-mail change links and
-- notices, "you now have access" notices) leave their dealer's Outbox: they become the addressee's,
-- or nobody's when the address is no account's any more (an old or new e-mail of a change).
UPDATE "outbox_messages" SET
	"user_id" = (SELECT u."id" FROM "users" u WHERE lower(u."email") = lower("outbox_messages"."recipient")),
	"dealer_id" = NULL
WHERE "channel" = 'email' AND (
	"subject" IN (
		'Reset your Dealer Admin password',
		'Confirm your Dealer Admin account',
		'Confirm your new Dealer Admin e-mail',
		'Your Dealer Admin e-mail is about to change'
	)
	OR "subject" LIKE 'You now have access to % on Dealer Admin'
	OR "links"::text LIKE '%/auth/new-password?token=%'
	OR "links"::text LIKE '%/auth/confirm-account?%'
	OR "links"::text LIKE '%/auth/confirm-email?token=%'
);
