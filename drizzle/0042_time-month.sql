CREATE TABLE "time_month" (
	"project_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"month" date NOT NULL,
	"entries" integer NOT NULL,
	"minutes" bigint NOT NULL,
	"uncosted_minutes" bigint NOT NULL,
	"cost" bigint NOT NULL,
	CONSTRAINT "time_month_project_id_user_id_month_pk" PRIMARY KEY("project_id","user_id","month")
);
--> statement-breakpoint
ALTER TABLE "time_month" ADD CONSTRAINT "time_month_project_id_client_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."client_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_month" ADD CONSTRAINT "time_month_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ==== Hand-written (ADR 062): the table is kept by the database, never by the app. ====
-- The cost in effect for a member on a day: the latest change on or before it, or, before
-- the first change, that first one (the margins' rule since ADR 058); null when none or removed.
CREATE FUNCTION "member_cost_on"(u text, d date) RETURNS bigint LANGUAGE sql STABLE AS $$
	SELECT "hourly_cost" FROM "member_cost_history" WHERE "user_id" = u
		AND ("effective_from" <= d OR "effective_from" = (
			SELECT min("effective_from") FROM "member_cost_history" WHERE "user_id" = u))
	ORDER BY "effective_from" DESC LIMIT 1
$$;--> statement-breakpoint
-- Adds (or, with negative minutes and count, takes away) entries of one member, project and
-- day. The member's lock orders this against a change of their costs (time_month_rebuild_user):
-- whichever comes second reads what the first committed.
CREATE FUNCTION "time_month_add"(p uuid, u text, d date, m bigint, n integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	c bigint;
	mo date := date_trunc('month', d)::date;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('time_month:' || u));
	c := "member_cost_on"(u, d);
	INSERT INTO "time_month" AS t ("project_id", "user_id", "month", "entries", "minutes", "uncosted_minutes", "cost")
	VALUES (p, u, mo, n, m, CASE WHEN c IS NULL THEN m ELSE 0 END,
		-- numeric round: half away from zero, so taking an entry away gives back what adding it gave.
		CASE WHEN c IS NULL THEN 0 ELSE round(m * c / 60.0)::bigint END)
	ON CONFLICT ("project_id", "user_id", "month") DO UPDATE SET
		"entries" = t."entries" + excluded."entries",
		"minutes" = t."minutes" + excluded."minutes",
		"uncosted_minutes" = t."uncosted_minutes" + excluded."uncosted_minutes",
		"cost" = t."cost" + excluded."cost";
	DELETE FROM "time_month" WHERE "project_id" = p AND "user_id" = u AND "month" = mo AND "entries" = 0;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "time_entry_to_month"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."minutes" IS NOT NULL THEN
		PERFORM "time_month_add"(OLD."project_id", OLD."user_id", OLD."day", -OLD."minutes"::bigint, -1);
	END IF;
	IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."minutes" IS NOT NULL THEN
		PERFORM "time_month_add"(NEW."project_id", NEW."user_id", NEW."day", NEW."minutes"::bigint, 1);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "time_entry_to_month_insert" AFTER INSERT ON "time_entry"
	FOR EACH ROW WHEN (NEW."minutes" IS NOT NULL) EXECUTE FUNCTION "time_entry_to_month"();--> statement-breakpoint
CREATE TRIGGER "time_entry_to_month_delete" AFTER DELETE ON "time_entry"
	FOR EACH ROW WHEN (OLD."minutes" IS NOT NULL) EXECUTE FUNCTION "time_entry_to_month"();--> statement-breakpoint
-- Only what the sums read: marking entries invoiced (« Facturer ») touches no sum.
CREATE TRIGGER "time_entry_to_month_update" AFTER UPDATE ON "time_entry"
	FOR EACH ROW WHEN (OLD."minutes" IS DISTINCT FROM NEW."minutes" OR OLD."day" IS DISTINCT FROM NEW."day"
		OR OLD."project_id" IS DISTINCT FROM NEW."project_id" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
	EXECUTE FUNCTION "time_entry_to_month"();--> statement-breakpoint
-- One member's months summed again from their entries (their costs changed), or everyone's
-- (u null: the migration, a restore).
CREATE FUNCTION "time_month_rebuild_user"(u text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF u IS NOT NULL THEN
		PERFORM pg_advisory_xact_lock(hashtext('time_month:' || u));
	END IF;
	DELETE FROM "time_month" WHERE u IS NULL OR "user_id" = u;
	INSERT INTO "time_month" ("project_id", "user_id", "month", "entries", "minutes", "uncosted_minutes", "cost")
	WITH ranges AS (
		SELECT "user_id", "hourly_cost",
			CASE WHEN row_number() OVER w = 1 THEN '-infinity'::date ELSE "effective_from" END AS lo,
			coalesce(lead("effective_from") OVER w, 'infinity'::date) AS hi
		FROM "member_cost_history" WHERE u IS NULL OR "user_id" = u
		WINDOW w AS (PARTITION BY "user_id" ORDER BY "effective_from"))
	SELECT t."project_id", t."user_id", date_trunc('month', t."day")::date, count(*)::int, sum(t."minutes"),
		coalesce(sum(t."minutes") FILTER (WHERE r."hourly_cost" IS NULL), 0),
		coalesce(sum(round(t."minutes" * r."hourly_cost" / 60.0)), 0)
	FROM "time_entry" t
	LEFT JOIN ranges r ON r."user_id" = t."user_id" AND t."day" >= r.lo AND t."day" < r.hi
	WHERE t."minutes" IS NOT NULL AND (u IS NULL OR t."user_id" = u)
	GROUP BY 1, 2, 3;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "time_month_rebuild"() RETURNS void LANGUAGE sql AS $$
	SELECT "time_month_rebuild_user"(NULL)
$$;--> statement-breakpoint
CREATE FUNCTION "member_cost_to_month"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		PERFORM "time_month_rebuild_user"(OLD."user_id");
	END IF;
	IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."user_id" <> OLD."user_id") THEN
		PERFORM "time_month_rebuild_user"(NEW."user_id");
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "member_cost_to_month" AFTER INSERT OR UPDATE OR DELETE ON "member_cost_history"
	FOR EACH ROW EXECUTE FUNCTION "member_cost_to_month"();--> statement-breakpoint
-- The entries already kept.
SELECT "time_month_rebuild"();
