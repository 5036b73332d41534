ALTER TABLE "whatsapp_message" ALTER COLUMN "document_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD COLUMN "handled_by_name" text;--> statement-breakpoint
ALTER TABLE "whatsapp_message" ADD CONSTRAINT "whatsapp_message_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_message_document_idx" ON "whatsapp_message" USING btree ("document_id");