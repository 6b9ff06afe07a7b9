CREATE TABLE "appraisal_month_counts" (
	"dealer_id" integer NOT NULL,
	"appraisal_type_id" smallint NOT NULL,
	"month" date NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"inspected" integer DEFAULT 0 NOT NULL,
	"offers_sent" integer DEFAULT 0 NOT NULL,
	"offers_accepted" integer DEFAULT 0 NOT NULL,
	"buying" integer DEFAULT 0 NOT NULL,
	"grounding" integer DEFAULT 0 NOT NULL,
	"profit_sum" numeric(16, 2) DEFAULT 0 NOT NULL,
	"profit_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appraisal_month_counts_dealer_id_appraisal_type_id_month_pk" PRIMARY KEY("dealer_id","appraisal_type_id","month")
);
--> statement-breakpoint
ALTER TABLE "appraisal_month_counts" ADD CONSTRAINT "appraisal_month_counts_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the month rollups, kept by the same statement triggers as the days (0017): the
-- statement's deltas per day go to appraisal_day_counts, and summed per month to this table.
CREATE OR REPLACE FUNCTION "appraisal_day_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  source text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT d.* FROM new_rows r, LATERAL appraisal_day_delta(r, 1) d'
    WHEN 'DELETE' THEN 'SELECT d.* FROM old_rows r, LATERAL appraisal_day_delta(r, -1) d'
    ELSE 'SELECT d.* FROM old_rows r, LATERAL appraisal_day_delta(r, -1) d
      UNION ALL SELECT d.* FROM new_rows r, LATERAL appraisal_day_delta(r, 1) d' END;
BEGIN
  EXECUTE format($q$
    WITH deltas AS (
      SELECT dealer_id, appraisal_type_id, day, sum(submitted) AS submitted, sum(inspected) AS inspected,
        sum(offers_sent) AS offers_sent, sum(offers_accepted) AS offers_accepted, sum(buying) AS buying,
        sum(grounding) AS grounding, sum(profit_sum) AS profit_sum, sum(profit_count) AS profit_count
      FROM (%s) changed
      GROUP BY 1, 2, 3
      HAVING sum(submitted) <> 0 OR sum(inspected) <> 0 OR sum(offers_sent) <> 0
        OR sum(offers_accepted) <> 0 OR sum(buying) <> 0 OR sum(grounding) <> 0
        OR sum(profit_sum) <> 0 OR sum(profit_count) <> 0
    ), days AS (
      INSERT INTO appraisal_day_counts AS c (dealer_id, appraisal_type_id, day, submitted, inspected,
        offers_sent, offers_accepted, buying, grounding, profit_sum, profit_count)
      SELECT * FROM deltas
      ON CONFLICT (dealer_id, appraisal_type_id, day) DO UPDATE SET
        submitted = c.submitted + excluded.submitted, inspected = c.inspected + excluded.inspected,
        offers_sent = c.offers_sent + excluded.offers_sent,
        offers_accepted = c.offers_accepted + excluded.offers_accepted,
        buying = c.buying + excluded.buying, grounding = c.grounding + excluded.grounding,
        profit_sum = c.profit_sum + excluded.profit_sum, profit_count = c.profit_count + excluded.profit_count
    )
    INSERT INTO appraisal_month_counts AS c (dealer_id, appraisal_type_id, month, submitted, inspected,
      offers_sent, offers_accepted, buying, grounding, profit_sum, profit_count)
    SELECT dealer_id, appraisal_type_id, date_trunc('month', day)::date, sum(submitted), sum(inspected),
      sum(offers_sent), sum(offers_accepted), sum(buying), sum(grounding), sum(profit_sum), sum(profit_count)
    FROM deltas
    GROUP BY 1, 2, 3
    ON CONFLICT (dealer_id, appraisal_type_id, month) DO UPDATE SET
      submitted = c.submitted + excluded.submitted, inspected = c.inspected + excluded.inspected,
      offers_sent = c.offers_sent + excluded.offers_sent,
      offers_accepted = c.offers_accepted + excluded.offers_accepted,
      buying = c.buying + excluded.buying, grounding = c.grounding + excluded.grounding,
      profit_sum = c.profit_sum + excluded.profit_sum, profit_count = c.profit_count + excluded.profit_count
  $q$, source);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_appraisal_day_counts"(p_dealer integer DEFAULT NULL) RETURNS void LANGUAGE sql AS $$
  DELETE FROM appraisal_day_counts WHERE p_dealer IS NULL OR dealer_id = p_dealer;
  DELETE FROM appraisal_month_counts WHERE p_dealer IS NULL OR dealer_id = p_dealer;
  INSERT INTO appraisal_day_counts (dealer_id, appraisal_type_id, day, submitted, inspected,
    offers_sent, offers_accepted, buying, grounding, profit_sum, profit_count)
  SELECT d.dealer_id, d.appraisal_type_id, d.day, sum(d.submitted), sum(d.inspected), sum(d.offers_sent),
    sum(d.offers_accepted), sum(d.buying), sum(d.grounding), sum(d.profit_sum), sum(d.profit_count)
  FROM appraisals r, LATERAL appraisal_day_delta(r, 1) d
  WHERE p_dealer IS NULL OR r.dealer_id = p_dealer
  GROUP BY 1, 2, 3;
  INSERT INTO appraisal_month_counts (dealer_id, appraisal_type_id, month, submitted, inspected,
    offers_sent, offers_accepted, buying, grounding, profit_sum, profit_count)
  SELECT dealer_id, appraisal_type_id, date_trunc('month', day)::date, sum(submitted), sum(inspected),
    sum(offers_sent), sum(offers_accepted), sum(buying), sum(grounding), sum(profit_sum), sum(profit_count)
  FROM appraisal_day_counts
  WHERE p_dealer IS NULL OR dealer_id = p_dealer
  GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
SELECT rebuild_appraisal_day_counts();--> statement-breakpoint
ANALYZE "appraisal_day_counts";--> statement-breakpoint
ANALYZE "appraisal_month_counts";
