CREATE INDEX "document_kind_issued_idx" ON "document" USING btree ("kind","issued_at");--> statement-breakpoint
CREATE INDEX "document_owed_idx" ON "document" USING btree ("due_date") WHERE kind = 'invoice' and status in ('issued', 'sent', 'partial');--> statement-breakpoint
CREATE INDEX "payment_cashed_idx" ON "payment" USING btree ("paid_on","document_id","amount") WHERE cancelled_at is null;