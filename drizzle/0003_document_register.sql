CREATE TABLE "document" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"seq" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" text,
	"issued_by_name" text NOT NULL,
	"party" text NOT NULL,
	"client_email" text,
	"project" text NOT NULL,
	"total_ttc" bigint,
	"valid_until" date,
	"due_date" date,
	"paid_on" date,
	"cancel_reason" text,
	"source_id" uuid,
	"request_key" text,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_number_unique" UNIQUE("number"),
	CONSTRAINT "document_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "document_series_seq_unique" UNIQUE("series","seq")
);
--> statement-breakpoint
CREATE TABLE "document_event" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_name" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_id" uuid
);
--> statement-breakpoint
CREATE TABLE "document_sequence" (
	"series" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_issued_by_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_source_id_document_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_event" ADD CONSTRAINT "document_event_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_event" ADD CONSTRAINT "document_event_email_id_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_issued_at_idx" ON "document" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "document_kind_status_idx" ON "document" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "document_event_document_idx" ON "document_event" USING btree ("document_id","at");--> statement-breakpoint
-- Issued documents are kept as issued (ADR 011): what was printed, its number and kind never change, and no row is deleted.
CREATE FUNCTION "document_keep_issued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'un document émis ne peut pas être supprimé (%)', OLD."number";
	END IF;
	IF NEW."snapshot" IS DISTINCT FROM OLD."snapshot" OR NEW."number" IS DISTINCT FROM OLD."number"
		OR NEW."kind" IS DISTINCT FROM OLD."kind" OR NEW."issued_at" IS DISTINCT FROM OLD."issued_at"
		OR NEW."total_ttc" IS DISTINCT FROM OLD."total_ttc" THEN
		RAISE EXCEPTION 'un document émis ne peut pas être modifié (%)', OLD."number";
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "document_keep_issued" BEFORE UPDATE OR DELETE ON "document"
	FOR EACH ROW EXECUTE FUNCTION "document_keep_issued"();
