ALTER TABLE "client" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "currency" text DEFAULT 'XOF' NOT NULL;