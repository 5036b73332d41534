import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

// The extensions the migrations create (CREATE EXTENSION), loaded by every embedded
// instance: PGlite has no extension on disk, each is handed to it when it is opened.
// pg_trgm: the studio's search indexes (ADR 039).
export const PGLITE_EXTENSIONS = { pg_trgm };
