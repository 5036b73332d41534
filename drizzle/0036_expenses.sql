-- A foreign key to document alters document too: fire the register's deferred triggers
-- an earlier migration of the same upgrade may have left (see 0028).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
CREATE TABLE "expense" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"spent_on" date NOT NULL,
	"supplier" text NOT NULL,
	"amount_ttc" bigint NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"category" text NOT NULL,
	"method" text NOT NULL,
	"project_id" uuid,
	"billable" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"receipt" "bytea",
	"receipt_type" text,
	"recurring" boolean DEFAULT false NOT NULL,
	"next_on" date,
	"recurrence_of" uuid,
	"invoiced_document_id" uuid,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expense_recurrence_unique" UNIQUE("recurrence_of","spent_on")
);
--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_project_id_client_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."client_project"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_recurrence_of_expense_id_fk" FOREIGN KEY ("recurrence_of") REFERENCES "public"."expense"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_invoiced_document_id_document_id_fk" FOREIGN KEY ("invoiced_document_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_spent_on_idx" ON "expense" USING btree ("spent_on");--> statement-breakpoint
CREATE INDEX "expense_project_idx" ON "expense" USING btree ("project_id","spent_on");--> statement-breakpoint
CREATE INDEX "expense_recurring_due_idx" ON "expense" USING btree ("next_on") WHERE recurring;--> statement-breakpoint
SET CONSTRAINTS ALL DEFERRED;
