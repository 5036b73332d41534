-- ==== Hand-written (ADR 020, « Upgrading from the version before the ledger »). ====
-- Before 0007_ledger an invoice was marked « Payée » by its status and a day (paid_on),
-- with no payment: the ledger then showed it paid 0 FCFA, its whole total still owed.
-- Each such invoice gets the payment it stands for: what it still shows owed, method
-- « non précisé » (that version never asked), the old day kept, written now by the
-- upgrade, with its history line. The register's chain (0009) appends each payment at
-- this migration's commit, in the order of their days. An invoice cancelled by that
-- version needs no row: a cancelled invoice owes nothing (balanceDue, status.ts).
-- Run once, under the start-up lock; run again, it finds nothing left to convert.
DO $$
DECLARE
	d record;
BEGIN
	FOR d IN
		SELECT "id", "paid_on", coalesce("total_ttc", 0) - "paid_total" - "credited_total" AS "owed"
		FROM "document"
		WHERE "kind" = 'invoice' AND "status" = 'paid' AND "paid_on" IS NOT NULL
			AND coalesce("total_ttc", 0) - "paid_total" - "credited_total" > 0
		ORDER BY "paid_on", "issued_at", "id"
		FOR UPDATE
	LOOP
		INSERT INTO "payment" ("document_id", "amount", "paid_on", "method", "reference", "recorded_at", "recorded_by_name")
			VALUES (d."id", d."owed", d."paid_on", 'non_precise', '', now(), 'Mise à jour du studio');
		UPDATE "document" SET "paid_total" = "paid_total" + d."owed" WHERE "id" = d."id";
		INSERT INTO "document_event" ("document_id", "kind", "at", "by_name", "details")
			VALUES (d."id", 'payment', now(), 'Mise à jour du studio', jsonb_build_object(
				'amount', d."owed"::text,
				'paidOn', to_char(d."paid_on", 'YYYY-MM-DD'),
				'method', 'Non précisé',
				'reference', ''));
	END LOOP;
END;
$$;
