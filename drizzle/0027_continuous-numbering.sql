CREATE TABLE "document_numbering" (
	"id" integer PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"series" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_numbering_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" text,
	"by_name" text NOT NULL,
	"from_mode" text NOT NULL,
	"to_mode" text NOT NULL,
	"series" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_sequence" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_numbering_change" ADD CONSTRAINT "document_numbering_change_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_numbering_change_at_idx" ON "document_numbering_change" USING btree ("at");--> statement-breakpoint
-- By date until someone switches: the row exists, so every issue share-locks it (ADR 046).
INSERT INTO "document_numbering" ("id", "mode", "series") VALUES (1, 'date', 0) ON CONFLICT DO NOTHING;
