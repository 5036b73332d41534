CREATE TABLE "quote_response" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"link_id" uuid,
	"decision" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"document_sha256" "bytea" NOT NULL,
	"signature" "bytea",
	CONSTRAINT "quote_response_document_id_unique" UNIQUE("document_id")
);
--> statement-breakpoint
ALTER TABLE "quote_response" ADD CONSTRAINT "quote_response_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_response" ADD CONSTRAINT "quote_response_link_id_client_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."client_link"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A drawn signature stays small (ADR 028): the server refuses more before it gets here.
ALTER TABLE "quote_response" ADD CONSTRAINT "quote_response_signature_size" CHECK ("signature" IS NULL OR octet_length("signature") <= 102400);
