CREATE TABLE "register_entry" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"content_hash" "bytea" NOT NULL,
	"prev_hash" "bytea" NOT NULL,
	"hash" "bytea" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_entry_subject_unique" UNIQUE("kind","subject_id")
);
--> statement-breakpoint
CREATE TABLE "register_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" "bytea" NOT NULL
);
--> statement-breakpoint
-- ==== Hand-written (ADR 023): the register's hash chain. ====
-- Every issued document, payment and payment cancellation is an entry, appended by the
-- deferred triggers below at the commit of the transaction that writes the row, behind a
-- lock on the one-row head, so that concurrent writers line up in one chain. The canonical
-- content of each kind is defined in ADR 023; app/features/integrity/canonical.ts builds
-- the same text on its own to verify it.
INSERT INTO "register_head" ("id", "seq", "hash") VALUES (1, 0, decode(repeat('00', 32), 'hex'));--> statement-breakpoint
ALTER TABLE "register_head" ADD CONSTRAINT "register_head_one_row" CHECK ("id" = 1);--> statement-breakpoint
CREATE INDEX "register_entry_subject_idx" ON "register_entry" USING btree ("subject_id");--> statement-breakpoint
CREATE FUNCTION "register_text"(v text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(to_json(v)::text, 'null')
$$;--> statement-breakpoint
CREATE FUNCTION "register_instant"(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT "register_text"(to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))
$$;--> statement-breakpoint
CREATE FUNCTION "register_document_content"(d "document") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT concat_ws(E'\n',
		'document',
		'id=' || "register_text"(d."id"::text),
		'kind=' || "register_text"(d."kind"),
		'number=' || "register_text"(d."number"),
		'issued_at=' || "register_instant"(d."issued_at"),
		'total_ttc=' || coalesce(d."total_ttc"::text, 'null'),
		'source_id=' || "register_text"(d."source_id"::text),
		'snapshot=' || d."snapshot"::text)
$$;--> statement-breakpoint
CREATE FUNCTION "register_payment_content"(p "payment") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT concat_ws(E'\n',
		'payment',
		'id=' || "register_text"(p."id"::text),
		'document_id=' || "register_text"(p."document_id"::text),
		'amount=' || p."amount"::text,
		'paid_on=' || "register_text"(to_char(p."paid_on", 'YYYY-MM-DD')),
		'method=' || "register_text"(p."method"),
		'reference=' || "register_text"(p."reference"),
		'recorded_at=' || "register_instant"(p."recorded_at"),
		'recorded_by_name=' || "register_text"(p."recorded_by_name"))
$$;--> statement-breakpoint
CREATE FUNCTION "register_cancellation_content"(p "payment") RETURNS text LANGUAGE sql STABLE AS $$
	SELECT concat_ws(E'\n',
		'payment_cancellation',
		'payment_id=' || "register_text"(p."id"::text),
		'cancelled_at=' || "register_instant"(p."cancelled_at"),
		'cancelled_by_name=' || "register_text"(p."cancelled_by_name"),
		'cancel_reason=' || "register_text"(p."cancel_reason"))
$$;--> statement-breakpoint
CREATE FUNCTION "register_append"(p_kind text, p_subject uuid, p_content text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	head_seq bigint;
	head_hash bytea;
	content_hash bytea := sha256(convert_to(p_content, 'UTF8'));
BEGIN
	-- The lock that serialises appends: held until the transaction ends.
	SELECT "seq", "hash" INTO head_seq, head_hash FROM "register_head" WHERE "id" = 1 FOR UPDATE;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'la tête du registre (register_head) a disparu : vérifiez le registre avant toute écriture';
	END IF;
	INSERT INTO "register_entry" ("seq", "kind", "subject_id", "content_hash", "prev_hash", "hash")
		VALUES (head_seq + 1, p_kind, p_subject, content_hash, head_hash, sha256(head_hash || content_hash));
	UPDATE "register_head" SET "seq" = head_seq + 1, "hash" = sha256(head_hash || content_hash) WHERE "id" = 1;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "register_chain_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "register_append"('document', NEW."id", "register_document_content"(NEW));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "register_chain_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "register_append"('payment', NEW."id", "register_payment_content"(NEW));
	END IF;
	IF NEW."cancelled_at" IS NOT NULL AND (TG_OP = 'INSERT' OR OLD."cancelled_at" IS NULL) THEN
		PERFORM "register_append"('payment_cancellation', NEW."id", "register_cancellation_content"(NEW));
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- Deferred to the commit: the head is the last lock a writer takes, so appending never
-- deadlocks with the writer's own locks on invoice rows, and the chain's order is the
-- order in which the rows become visible.
CREATE CONSTRAINT TRIGGER "register_chain_document" AFTER INSERT ON "document"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "register_chain_document"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "register_chain_payment" AFTER INSERT ON "payment"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "register_chain_payment"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "register_chain_payment_cancelled" AFTER UPDATE ON "payment"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (OLD."cancelled_at" IS NULL AND NEW."cancelled_at" IS NOT NULL)
	EXECUTE FUNCTION "register_chain_payment"();--> statement-breakpoint
-- An entry, once written, is never changed or removed by the application.
CREATE FUNCTION "register_entry_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'une écriture du registre ne peut être ni modifiée ni supprimée (n° %)', OLD."seq";
END;
$$;--> statement-breakpoint
CREATE TRIGGER "register_entry_keep" BEFORE UPDATE OR DELETE ON "register_entry"
	FOR EACH ROW EXECUTE FUNCTION "register_entry_keep"();--> statement-breakpoint
-- What was issued and received before this migration, chained in the order it happened.
DO $$
DECLARE
	r record;
BEGIN
	FOR r IN
		SELECT * FROM (
			SELECT d."issued_at" AS at, 0 AS rank, d."id", 'document' AS kind, "register_document_content"(d) AS content
				FROM "document" d
			UNION ALL
			SELECT p."recorded_at", 1, p."id", 'payment', "register_payment_content"(p) FROM "payment" p
			UNION ALL
			-- A cancellation after its payment, whatever the clocks said.
			SELECT greatest(p."cancelled_at", p."recorded_at"), 2, p."id", 'payment_cancellation', "register_cancellation_content"(p)
				FROM "payment" p WHERE p."cancelled_at" IS NOT NULL
		) e ORDER BY e.at, e.rank, e.id
	LOOP
		PERFORM "register_append"(r.kind, r.id, r.content);
	END LOOP;
END;
$$;
