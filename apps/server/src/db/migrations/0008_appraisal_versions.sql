CREATE TABLE "appraisal_versions" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appraisal_versions" ADD CONSTRAINT "appraisal_versions_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Moves a dealer's counter on. Deferred to the commit, so the row lock on the counter is held for
-- an instant and never across a transaction's other work; a dealer that no longer exists (a cascade
-- delete) is skipped rather than inserted.
CREATE FUNCTION "bump_appraisal_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "appraisal_versions" AS v ("dealer_id", "version")
      SELECT d."id", 1 FROM "dealers" d WHERE d."id" = NEW."dealer_id"
      ON CONFLICT ("dealer_id") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."dealer_id" <> NEW."dealer_id") THEN
    INSERT INTO "appraisal_versions" AS v ("dealer_id", "version")
      SELECT d."id", 1 FROM "dealers" d WHERE d."id" = OLD."dealer_id"
      ON CONFLICT ("dealer_id") DO UPDATE SET "version" = v."version" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appraisals_version" AFTER INSERT OR UPDATE OR DELETE ON "appraisals"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_appraisal_version"();
--> statement-breakpoint
-- The high-equity queue reads the dealer's threshold setting.
CREATE CONSTRAINT TRIGGER "dealer_settings_version" AFTER INSERT OR UPDATE OR DELETE ON "dealer_settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_appraisal_version"();
