-- « Rechercher » in the studio (ADR 039): trigram indexes (pg_trgm) on what the search reads,
-- through two functions so a query and its index say the same expression. search_fold: lower
-- case, the accents of FOLDS (app/features/search/query.ts) taken off by replace(), eight times
-- faster than translate() on PGlite, where a match is checked again row by row; search_compact:
-- letters and digits only (phones and NINEA written with or without spaces).
-- The PGlite instances load the extension (app/db/pglite-extensions.ts). An index is built
-- with pg_catalog as its search path (PostgreSQL 17): search_compact names public.search_fold.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(value), 'à', 'a'), 'â', 'a'), 'ä', 'a'), 'á', 'a'), 'ç', 'c'), 'é', 'e'), 'è', 'e'), 'ê', 'e'), 'ë', 'e'), 'î', 'i'), 'ï', 'i'), 'í', 'i'), 'ô', 'o'), 'ö', 'o'), 'ó', 'o'), 'ù', 'u'), 'û', 'u'), 'ü', 'u'), 'ú', 'u'), 'ÿ', 'y'), 'ñ', 'n'), 'œ', 'oe'), 'æ', 'ae') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_compact(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(public.search_fold(value), '[^0-9a-z]+', '', 'g') $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_search_trgm_idx" ON "document" USING gin (search_fold("number" || ' ' || "party" || ' ' || "project") gin_trgm_ops);
--> statement-breakpoint
ALTER INDEX "document_search_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "document_total_ttc_idx" ON "document" ("total_ttc");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_search_trgm_idx" ON "client" USING gin (search_fold("name" || ' ' || "contact_name" || ' ' || coalesce("email", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_phone_trgm_idx" ON "client" USING gin (search_compact("phone") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_ninea_trgm_idx" ON "client" USING gin (search_compact(coalesce("ninea", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_message_search_trgm_idx" ON "contact_message" USING gin (search_fold("name" || ' ' || "email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_search_trgm_idx" ON "article" USING gin (search_fold("title") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "project_search_trgm_idx" ON "project" USING gin (search_fold("title" || ' ' || "client") gin_trgm_ops);
