-- A foreign key to document alters document too: fire the register's deferred triggers
-- an earlier migration of the same upgrade may have left (see 0028).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "time_entry" ADD COLUMN "invoiced_document_id" uuid;--> statement-breakpoint
ALTER TABLE "time_entry" ADD CONSTRAINT "time_entry_invoiced_document_id_document_id_fk" FOREIGN KEY ("invoiced_document_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
SET CONSTRAINTS ALL DEFERRED;
