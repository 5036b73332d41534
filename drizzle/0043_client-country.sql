-- ADR 064: where a client is (ISO 3166-1 alpha-2), Senegal for every client until told otherwise.
ALTER TABLE "client" ADD COLUMN "country" text DEFAULT 'SN' NOT NULL;