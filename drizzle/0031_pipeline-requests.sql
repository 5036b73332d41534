-- Every contact request already stored becomes an opportunity (ADR 048): « Contacté »
-- when someone marked it handled, else « Nouveau ». Spam (the honeypot) is no request.
INSERT INTO "opportunity" ("source", "contact_message_id", "name", "email", "subject", "stage", "created_at", "stage_at")
SELECT 'contact', m."id", m."name", m."email", m."subject",
       CASE WHEN m."answered_at" IS NULL THEN 'new' ELSE 'contacted' END,
       m."created_at", coalesce(m."answered_at", m."created_at")
FROM "contact_message" m
WHERE NOT m."spam"
ON CONFLICT ("contact_message_id") DO NOTHING;
--> statement-breakpoint
-- Their history: the creation, then the move to « Contacté » by whoever handled it.
INSERT INTO "opportunity_stage" ("opportunity_id", "from_stage", "to_stage", "at")
SELECT o."id", NULL, 'new', o."created_at" FROM "opportunity" o
WHERE NOT EXISTS (SELECT 1 FROM "opportunity_stage" s WHERE s."opportunity_id" = o."id");
--> statement-breakpoint
INSERT INTO "opportunity_stage" ("opportunity_id", "from_stage", "to_stage", "at", "by_name")
SELECT o."id", 'new', 'contacted', m."answered_at", m."answered_by_name"
FROM "opportunity" o JOIN "contact_message" m ON m."id" = o."contact_message_id"
WHERE o."stage" = 'contacted' AND m."answered_at" IS NOT NULL;
