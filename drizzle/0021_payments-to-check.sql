CREATE TABLE "online_payment_check" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"online_payment_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"cause" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"transaction" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_check_event_key" UNIQUE("provider","event_id","cause")
);
--> statement-breakpoint
ALTER TABLE "online_payment" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "online_payment_check" ADD CONSTRAINT "online_payment_check_online_payment_id_online_payment_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_check" ADD CONSTRAINT "online_payment_check_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payment_check_document_idx" ON "online_payment_check" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payment_check_created_idx" ON "online_payment_check" USING btree ("created_at");