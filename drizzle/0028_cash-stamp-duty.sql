-- The register's chain triggers on payment are deferred (0009): an upgrade that ran an
-- earlier migration touching payments in this same transaction leaves their events pending,
-- and PostgreSQL refuses to alter a table with pending trigger events. Fire them now.
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "stamp_duty" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
SET CONSTRAINTS ALL DEFERRED;
