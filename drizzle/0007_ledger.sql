CREATE TABLE "payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"recorded_by" text,
	"recorded_by_name" text NOT NULL,
	"request_key" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_name" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_request_key_unique" UNIQUE("request_key")
);
--> statement-breakpoint
CREATE TABLE "reminder" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"step" integer,
	"at" timestamp with time zone NOT NULL,
	"by_name" text,
	"balance" bigint NOT NULL,
	"email_id" uuid,
	CONSTRAINT "reminder_document_step_unique" UNIQUE("document_id","step")
);
--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "paid_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "credited_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder" ADD CONSTRAINT "reminder_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder" ADD CONSTRAINT "reminder_email_id_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_document_idx" ON "payment" USING btree ("document_id","paid_on");--> statement-breakpoint
CREATE INDEX "reminder_document_idx" ON "reminder" USING btree ("document_id","at");--> statement-breakpoint
-- A payment is never deleted, and what was received never changes (ADR 020): only its
-- cancellation is written, once.
CREATE FUNCTION "payment_keep_recorded"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'un paiement enregistré ne peut pas être supprimé (%)', OLD."id";
	END IF;
	IF NEW."document_id" IS DISTINCT FROM OLD."document_id" OR NEW."amount" IS DISTINCT FROM OLD."amount"
		OR NEW."paid_on" IS DISTINCT FROM OLD."paid_on" OR NEW."method" IS DISTINCT FROM OLD."method"
		OR NEW."reference" IS DISTINCT FROM OLD."reference" OR NEW."recorded_at" IS DISTINCT FROM OLD."recorded_at"
		OR NEW."recorded_by_name" IS DISTINCT FROM OLD."recorded_by_name"
		OR (OLD."cancelled_at" IS NOT NULL AND (NEW."cancelled_at" IS DISTINCT FROM OLD."cancelled_at"
			OR NEW."cancel_reason" IS DISTINCT FROM OLD."cancel_reason"
			OR NEW."cancelled_by_name" IS DISTINCT FROM OLD."cancelled_by_name")) THEN
		RAISE EXCEPTION 'un paiement enregistré ne peut pas être modifié (%)', OLD."id";
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_keep_recorded" BEFORE UPDATE OR DELETE ON "payment"
	FOR EACH ROW EXECUTE FUNCTION "payment_keep_recorded"();--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_amount_positive" CHECK ("amount" > 0);--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_ledger_totals" CHECK ("paid_total" >= 0 AND "credited_total" >= 0);
