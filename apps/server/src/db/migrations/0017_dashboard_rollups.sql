CREATE TABLE "appraisal_day_counts" (
	"dealer_id" integer NOT NULL,
	"appraisal_type_id" smallint NOT NULL,
	"day" date NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"inspected" integer DEFAULT 0 NOT NULL,
	"offers_sent" integer DEFAULT 0 NOT NULL,
	"offers_accepted" integer DEFAULT 0 NOT NULL,
	"buying" integer DEFAULT 0 NOT NULL,
	"grounding" integer DEFAULT 0 NOT NULL,
	"profit_sum" numeric(16, 2) DEFAULT 0 NOT NULL,
	"profit_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appraisal_day_counts_dealer_id_appraisal_type_id_day_pk" PRIMARY KEY("dealer_id","appraisal_type_id","day")
);
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "time_zone" text DEFAULT 'America/Chicago' NOT NULL;--> statement-breakpoint
ALTER TABLE "appraisal_day_counts" ADD CONSTRAINT "appraisal_day_counts_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the dashboard rollups. One record's share of its dealer's day: counted when not
-- archived and not rejected (status 3), on the dealer's local date of its submission; each funnel
-- step as the drill-down lists define it (appraisal-filters.ts statsSubTypeWhere), and the
-- expected profit of the side totals (accepted offers for trade-ins, buying for lease returns).
-- sign is 1 to add the record, -1 to take it away.
CREATE FUNCTION "appraisal_day_delta"(r "appraisals", sign integer) RETURNS TABLE (
  dealer_id integer, appraisal_type_id smallint, day date, submitted integer, inspected integer,
  offers_sent integer, offers_accepted integer, buying integer, grounding integer,
  profit_sum numeric, profit_count integer
) LANGUAGE sql STABLE AS $$
  SELECT r.dealer_id, r.appraisal_type_id, (r.created_at AT TIME ZONE d.time_zone)::date, sign,
    sign * (r.inspected_at IS NOT NULL)::int,
    sign * (r.offer_sent_at IS NOT NULL)::int,
    sign * (r.offer_accepted_at IS NOT NULL)::int,
    sign * coalesce(r.appraisal_status_id IN (1, 400), false)::int,
    sign * coalesce(r.appraisal_status_id IN (2, 200, 220, 230), false)::int,
    CASE WHEN p.profit THEN sign * r.expected_total_profit ELSE 0 END,
    CASE WHEN p.profit THEN sign ELSE 0 END
  FROM "dealers" d,
    LATERAL (SELECT r.expected_total_profit IS NOT NULL AND CASE r.appraisal_type_id
      WHEN 1 THEN r.offer_accepted_at IS NOT NULL
      WHEN 2 THEN coalesce(r.appraisal_status_id IN (1, 400), false)
      ELSE false END AS profit) p
  WHERE d.id = r.dealer_id AND r.deleted_at IS NULL
    AND (r.appraisal_status_id IS NULL OR r.appraisal_status_id <> 3)
$$;--> statement-breakpoint
-- Adds the changed records' shares (the statement's transition tables: old rows taken away, new
-- rows added) to their days in the changing transaction; a statement that moves no count (most
-- edits) writes nothing.
CREATE FUNCTION "appraisal_day_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT d.* FROM new_rows r, LATERAL appraisal_day_delta(r, 1) d'
    WHEN 'DELETE' THEN 'SELECT d.* FROM old_rows r, LATERAL appraisal_day_delta(r, -1) d'
    ELSE 'SELECT d.* FROM old_rows r, LATERAL appraisal_day_delta(r, -1) d
      UNION ALL SELECT d.* FROM new_rows r, LATERAL appraisal_day_delta(r, 1) d' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO appraisal_day_counts AS c (dealer_id, appraisal_type_id, day, submitted, inspected,
      offers_sent, offers_accepted, buying, grounding, profit_sum, profit_count)
    SELECT dealer_id, appraisal_type_id, day, sum(submitted), sum(inspected), sum(offers_sent),
      sum(offers_accepted), sum(buying), sum(grounding), sum(profit_sum), sum(profit_count)
    FROM (%s) deltas
    GROUP BY 1, 2, 3
    HAVING sum(submitted) <> 0 OR sum(inspected) <> 0 OR sum(offers_sent) <> 0
      OR sum(offers_accepted) <> 0 OR sum(buying) <> 0 OR sum(grounding) <> 0
      OR sum(profit_sum) <> 0 OR sum(profit_count) <> 0
    ON CONFLICT (dealer_id, appraisal_type_id, day) DO UPDATE SET
      submitted = c.submitted + excluded.submitted, inspected = c.inspected + excluded.inspected,
      offers_sent = c.offers_sent + excluded.offers_sent,
      offers_accepted = c.offers_accepted + excluded.offers_accepted,
      buying = c.buying + excluded.buying, grounding = c.grounding + excluded.grounding,
      profit_sum = c.profit_sum + excluded.profit_sum, profit_count = c.profit_count + excluded.profit_count
  $q$, source);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "appraisal_day_counts_insert" AFTER INSERT ON "appraisals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "appraisal_day_counts_change"();--> statement-breakpoint
CREATE TRIGGER "appraisal_day_counts_update" AFTER UPDATE ON "appraisals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "appraisal_day_counts_change"();--> statement-breakpoint
CREATE TRIGGER "appraisal_day_counts_delete" AFTER DELETE ON "appraisals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "appraisal_day_counts_change"();--> statement-breakpoint
-- Counts a dealer's (or, with null, every dealer's) rollups again from the records: after a bulk
-- load with the triggers off, after the dealer's time zone changed, or from `npm run stats:rebuild`.
CREATE FUNCTION "rebuild_appraisal_day_counts"(p_dealer integer DEFAULT NULL) RETURNS void LANGUAGE sql AS $$
  DELETE FROM appraisal_day_counts WHERE p_dealer IS NULL OR dealer_id = p_dealer;
  INSERT INTO appraisal_day_counts (dealer_id, appraisal_type_id, day, submitted, inspected,
    offers_sent, offers_accepted, buying, grounding, profit_sum, profit_count)
  SELECT d.dealer_id, d.appraisal_type_id, d.day, sum(d.submitted), sum(d.inspected), sum(d.offers_sent),
    sum(d.offers_accepted), sum(d.buying), sum(d.grounding), sum(d.profit_sum), sum(d.profit_count)
  FROM appraisals r, LATERAL appraisal_day_delta(r, 1) d
  WHERE p_dealer IS NULL OR r.dealer_id = p_dealer
  GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
CREATE FUNCTION "appraisal_day_counts_time_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_appraisal_day_counts(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "dealers_time_zone_changed" AFTER UPDATE OF "time_zone" ON "dealers" FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION "appraisal_day_counts_time_zone"();--> statement-breakpoint
SELECT rebuild_appraisal_day_counts();--> statement-breakpoint
ANALYZE "appraisal_day_counts";
