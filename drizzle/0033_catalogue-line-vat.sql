ALTER TABLE "catalogue_item" ADD COLUMN "vat_category" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_item" ADD COLUMN "exemption_reason" text DEFAULT '' NOT NULL;