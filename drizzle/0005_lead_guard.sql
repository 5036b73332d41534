ALTER TABLE "contact_message" ADD COLUMN "spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "contact_message" ADD CONSTRAINT "contact_message_idempotency_key_unique" UNIQUE("idempotency_key");