ALTER TABLE "contact_message" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_message" ADD COLUMN "answered_by_name" text;--> statement-breakpoint
ALTER TABLE "online_payment_check" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_payment_check" ADD COLUMN "handled_by_name" text;--> statement-breakpoint
CREATE INDEX "contact_message_open_idx" ON "contact_message" USING btree ("created_at") WHERE answered_at is null and not spam;--> statement-breakpoint
CREATE INDEX "document_source_idx" ON "document" USING btree ("source_id");