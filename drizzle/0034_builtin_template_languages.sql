DROP INDEX "message_templates_club_builtin_idx";--> statement-breakpoint
ALTER TABLE "message_templates" ADD COLUMN "language" text;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_club_builtin_language_idx" ON "message_templates" USING btree ("club_id","builtin_key","language") WHERE "message_templates"."builtin_key" is not null;--> statement-breakpoint
-- A club's versions of built-ins saved before they had a language are its language's (its preferences'
-- "language", as "de" or "de-AT"; English when it names none Clubhouse speaks), as clubLanguageOf reads it.
UPDATE "message_templates" AS "t"
SET
  "language" = CASE
    WHEN lower(split_part(split_part(coalesce("c"."preferences"->>'language', ''), '-', 1), '_', 1)) IN ('en', 'de', 'fr', 'es')
      THEN lower(split_part(split_part(coalesce("c"."preferences"->>'language', ''), '-', 1), '_', 1))
    ELSE 'en'
  END
FROM "clubs" AS "c"
WHERE "c"."id" = "t"."club_id" AND "t"."builtin_key" IS NOT NULL AND "t"."language" IS NULL;--> statement-breakpoint
UPDATE "message_templates"
SET "name" = 'builtin:' || "builtin_key" || ':' || "language"
WHERE "builtin_key" IS NOT NULL AND "name" = 'builtin:' || "builtin_key";
