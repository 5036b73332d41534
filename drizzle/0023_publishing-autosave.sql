CREATE TABLE "publishing_autosave" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_key" text NOT NULL,
	"values" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publishing_autosave_user_id_kind_item_key_pk" PRIMARY KEY("user_id","kind","item_key")
);
--> statement-breakpoint
ALTER TABLE "publishing_autosave" ADD CONSTRAINT "publishing_autosave_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;