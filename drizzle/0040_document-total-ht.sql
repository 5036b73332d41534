SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "total_ht" bigint;--> statement-breakpoint
-- ==== Hand-written (ADR 060): the HT the margins sum, copied from the snapshot. ====
-- Set by the database at every insert (any issuing path, a restored backup), from the
-- snapshot that never changes afterwards (document_keep_issued): the column cannot drift
-- from what was printed. Null when the snapshot has no whole-franc HT (a proposal).
CREATE FUNCTION "document_total_ht"(s jsonb) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
	-- Nested: a CASE tests before it casts (a string there would not be a number).
	SELECT CASE WHEN jsonb_typeof(s->'totals'->'totalAfterDiscount') = 'number' THEN
		CASE WHEN (s->'totals'->>'totalAfterDiscount')::numeric % 1 = 0
		THEN (s->'totals'->>'totalAfterDiscount')::numeric::bigint END END
$$;--> statement-breakpoint
CREATE FUNCTION "document_fill_total_ht"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."total_ht" := "document_total_ht"(NEW."snapshot");
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "document_fill_total_ht" BEFORE INSERT ON "document"
	FOR EACH ROW EXECUTE FUNCTION "document_fill_total_ht"();--> statement-breakpoint
-- The documents issued before: the same value from their snapshot (document_keep_issued
-- lets it through: the snapshot, number, kind, instant and TTC stay as they are).
UPDATE "document" SET "total_ht" = "document_total_ht"("snapshot");--> statement-breakpoint
SET CONSTRAINTS ALL DEFERRED;
