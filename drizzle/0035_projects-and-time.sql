-- A foreign key to document alters document too: fire the register's deferred triggers
-- an earlier migration of the same upgrade may have left (see 0028).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE "client_project" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"client_id" uuid NOT NULL,
	"quote_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"lead_id" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"hourly_rate" bigint,
	"budget_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"budget_ht" bigint DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_project_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
CREATE TABLE "member_cost" (
	"user_id" text PRIMARY KEY NOT NULL,
	"hourly_cost" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_document" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"day" date NOT NULL,
	"minutes" integer,
	"started_at" timestamp with time zone,
	"catalogue_item_id" uuid,
	"task" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_project" ADD CONSTRAINT "client_project_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_project" ADD CONSTRAINT "client_project_quote_id_document_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_project" ADD CONSTRAINT "client_project_lead_id_user_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_cost" ADD CONSTRAINT "member_cost_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document" ADD CONSTRAINT "project_document_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_document" ADD CONSTRAINT "project_document_project_id_client_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."client_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry" ADD CONSTRAINT "time_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry" ADD CONSTRAINT "time_entry_project_id_client_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."client_project"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry" ADD CONSTRAINT "time_entry_catalogue_item_id_catalogue_item_id_fk" FOREIGN KEY ("catalogue_item_id") REFERENCES "public"."catalogue_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_project_client_idx" ON "client_project" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_project_status_idx" ON "client_project" USING btree ("status");--> statement-breakpoint
CREATE INDEX "project_document_project_idx" ON "project_document" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entry_running_idx" ON "time_entry" USING btree ("user_id") WHERE minutes is null;--> statement-breakpoint
CREATE INDEX "time_entry_user_day_idx" ON "time_entry" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "time_entry_project_idx" ON "time_entry" USING btree ("project_id","day");--> statement-breakpoint
SET CONSTRAINTS ALL DEFERRED;
