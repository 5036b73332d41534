-- A foreign key to document alters document too: fire the register's deferred triggers
-- an earlier migration of the same upgrade may have left (see 0028).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE "opportunity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"contact_message_id" uuid,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"amount" bigint,
	"quote_id" uuid,
	"stage" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"stage_at" timestamp with time zone NOT NULL,
	CONSTRAINT "opportunity_contact_message_id_unique" UNIQUE("contact_message_id")
);
--> statement-breakpoint
CREATE TABLE "opportunity_stage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_id" text,
	"by_name" text,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_contact_message_id_contact_message_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_message"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity" ADD CONSTRAINT "opportunity_quote_id_document_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."document"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_stage" ADD CONSTRAINT "opportunity_stage_opportunity_id_opportunity_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_stage" ADD CONSTRAINT "opportunity_stage_by_id_user_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_created_idx" ON "opportunity" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "opportunity_quote_idx" ON "opportunity" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "opportunity_stage_opportunity_idx" ON "opportunity_stage" USING btree ("opportunity_id","at");--> statement-breakpoint
SET CONSTRAINTS ALL DEFERRED;
