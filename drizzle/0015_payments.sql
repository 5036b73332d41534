CREATE TABLE "online_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'XOF' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checkout_url" text,
	"method" text,
	"provider_transaction" text,
	"problem" text,
	"ledger_payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "online_payment_provider_ref_key" UNIQUE("provider","provider_ref")
);
--> statement-breakpoint
ALTER TABLE "online_payment" ADD CONSTRAINT "online_payment_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment" ADD CONSTRAINT "online_payment_ledger_payment_id_payment_id_fk" FOREIGN KEY ("ledger_payment_id") REFERENCES "public"."payment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payment_document_idx" ON "online_payment" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payment_received_idx" ON "online_payment" USING btree ("received_at") WHERE status = 'received';