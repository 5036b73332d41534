-- Deferred register triggers (0009) may hold events from an earlier migration of the same
-- upgrade; a foreign key to document alters document too: fire them first (see 0028).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE "whatsapp_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"to" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb NOT NULL,
	"attachment_id" uuid,
	"fallback" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"wa_message_id" text,
	"delivery" text,
	"delivery_at" timestamp with time zone,
	"fallback_email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_message_wa_message_id_unique" UNIQUE("wa_message_id")
);
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN "contact_preference" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_event" ADD COLUMN "whatsapp_id" uuid;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_attachment_id_attachment_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_fallback_email_id_outbox_id_fk" FOREIGN KEY ("fallback_email_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_message_due_idx" ON "whatsapp_message" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "document_event" ADD CONSTRAINT "document_event_whatsapp_id_whatsapp_message_id_fk" FOREIGN KEY ("whatsapp_id") REFERENCES "public"."whatsapp_message"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
SET CONSTRAINTS ALL DEFERRED;
