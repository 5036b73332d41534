CREATE TABLE "member_cost_history" (
	"user_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"hourly_cost" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_cost_history_user_id_effective_from_pk" PRIMARY KEY("user_id","effective_from")
);
--> statement-breakpoint
ALTER TABLE "member_cost_history" ADD CONSTRAINT "member_cost_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The costs already set (ADR 058) open each member's history, from the day they were set.
INSERT INTO "member_cost_history" ("user_id", "effective_from", "hourly_cost")
SELECT "user_id", ("updated_at" AT TIME ZONE 'UTC')::date, "hourly_cost" FROM "member_cost";
