-- Issue 29: the seed's rows and history named it after the repository's folder
-- (« Import du dépôt (content/) »); an editor reads « Contenu d'origine du site ».
UPDATE "article" SET "published_by_name" = 'Contenu d''origine du site' WHERE "published_by_name" = 'Import du dépôt (content/)';
--> statement-breakpoint
UPDATE "project" SET "published_by_name" = 'Contenu d''origine du site' WHERE "published_by_name" = 'Import du dépôt (content/)';
--> statement-breakpoint
UPDATE "publishing_revision" SET "by_name" = 'Contenu d''origine du site' WHERE "by_name" = 'Import du dépôt (content/)';
--> statement-breakpoint
UPDATE "publishing_revision" SET "by_name" = 'Programmation (Contenu d''origine du site)' WHERE "by_name" = 'Programmation (Import du dépôt (content/))';
