CREATE TABLE "client_document" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_lead" (
	"contact_message_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_item" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "client_document" ADD CONSTRAINT "client_document_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_document" ADD CONSTRAINT "client_document_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_lead" ADD CONSTRAINT "client_lead_contact_message_id_contact_message_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_lead" ADD CONSTRAINT "client_lead_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_document_client_idx" ON "client_document" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_lead_client_idx" ON "client_lead" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "catalogue_item" ADD CONSTRAINT "catalogue_item_source_unique" UNIQUE("source");