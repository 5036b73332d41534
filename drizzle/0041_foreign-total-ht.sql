SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
-- ADR 055, 060: an EUR or USD document's snapshot holds cents; the margins sum francs. Its
-- HT in francs is what the sales journal books: the register's TTC (total_ttc, francs)
-- less each taxed rate's VAT and the débours converted (cents × rate / 100, numeric round:
-- half away from zero; EUR at the parity 655,957, USD at the document's rate).
DROP TRIGGER "document_fill_total_ht" ON "document";--> statement-breakpoint
DROP FUNCTION "document_fill_total_ht"();--> statement-breakpoint
DROP FUNCTION "document_total_ht"(jsonb);--> statement-breakpoint
CREATE FUNCTION "document_total_ht"(s jsonb, ttc bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
	-- Nested: a CASE tests before it casts (a string there would not be a number).
	SELECT CASE WHEN jsonb_typeof(s->'totals'->'totalAfterDiscount') = 'number' THEN
		CASE WHEN (s->'totals'->>'totalAfterDiscount')::numeric % 1 = 0 THEN
			CASE WHEN coalesce(s->>'currency', 'XOF') = 'XOF'
				THEN (s->'totals'->>'totalAfterDiscount')::numeric::bigint
			ELSE (
				SELECT ttc - (CASE WHEN jsonb_typeof(s->'totals'->'vatBreakdown') = 'array'
						THEN (SELECT coalesce(sum(round((g->>'vat')::numeric * r.rate / 100)), 0)
							FROM jsonb_array_elements(s->'totals'->'vatBreakdown') g
							WHERE g->>'category' = 'standard')
							+ round(coalesce((s->'totals'->>'debours')::numeric, 0) * r.rate / 100)
						ELSE round(coalesce((s->'totals'->>'vatAmount')::numeric, 0) * r.rate / 100) END)::bigint
				FROM (SELECT CASE s->>'currency' WHEN 'EUR' THEN 655.957
					ELSE nullif(s->>'usdRate', '')::numeric END AS rate) r
				WHERE ttc IS NOT NULL AND r.rate IS NOT NULL)
			END END END
$$;--> statement-breakpoint
CREATE FUNCTION "document_fill_total_ht"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."total_ht" := "document_total_ht"(NEW."snapshot", NEW."total_ttc");
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "document_fill_total_ht" BEFORE INSERT ON "document"
	FOR EACH ROW EXECUTE FUNCTION "document_fill_total_ht"();--> statement-breakpoint
UPDATE "document" SET "total_ht" = "document_total_ht"("snapshot", "total_ttc")
	WHERE coalesce("snapshot"->>'currency', 'XOF') <> 'XOF';--> statement-breakpoint
SET CONSTRAINTS ALL DEFERRED;
