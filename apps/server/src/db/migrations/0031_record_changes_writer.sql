-- The live channel's record-changed notice also names the browser tab whose request made the
-- change (issue 38 point 8): the server sets `da.writer` for the transaction of a request that
-- carries a tab's id (db/writer-tag.ts), and that tab alone treats the notice as its own echo.
-- Everyone else's changes are news to it however soon they follow its own. The id never leaves
-- the server: each stream is told only whether a change was its own tab's.
CREATE OR REPLACE FUNCTION "notify_appraisals_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  w text := nullif(current_setting('da.writer', true), '');
BEGIN
  FOR r IN SELECT dealer_id, count(*) AS n, (array_agg(id ORDER BY id))[1:100] AS ids FROM changed_rows GROUP BY dealer_id LOOP
    PERFORM pg_notify('da_records', json_build_object('d', r.dealer_id, 'ids', CASE WHEN r.n > 100 THEN NULL ELSE r.ids END, 'w', w)::text);
  END LOOP;
  RETURN NULL;
END $$;
