-- hand-written: a rebuild of the rollups (after a dealer's time zone changed, or from
-- `npm run stats:rebuild`) moves the rebuilt dealers' appraisal versions on, so that statistics
-- remembered at the old version (modules/dashboards, VersionedMemo) are worked out again.
CREATE OR REPLACE FUNCTION "rebuild_appraisal_day_counts"(p_dealer integer DEFAULT NULL) RETURNS void LANGUAGE sql AS $$
  -- What was worked out from the old counts (the dealer statistics memo) is out of date.
  INSERT INTO appraisal_versions AS v (dealer_id, version)
    SELECT d.id, 1 FROM dealers d WHERE p_dealer IS NULL OR d.id = p_dealer
    ON CONFLICT (dealer_id) DO UPDATE SET version = v.version + 1;
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
$$;
