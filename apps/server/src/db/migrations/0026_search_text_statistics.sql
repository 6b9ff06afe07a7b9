-- The list's text search picks its plan from how many of the dealer's rows the LIKE is estimated to
-- match: a common word is found fastest by walking the dealer's newest rows, a rare one through
-- the trigram index. PostgreSQL estimates an infix LIKE by trying it on the column's histogram;
-- with the default 101 entries a word on 3 % of rows matches 3 of them give or take 2, so about
-- one ANALYZE in six estimated a fraction of the true count and took the slower plan (#13). With
-- 501 entries (15 give or take 4) that is rare; 1001 cost every search's planning a third more.
ALTER TABLE "appraisals" ALTER COLUMN "search_text" SET STATISTICS 500;--> statement-breakpoint
ANALYZE "appraisals";
