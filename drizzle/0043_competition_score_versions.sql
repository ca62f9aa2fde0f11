-- Issue 35: a competition's scores version moves to a row of its own, not audited (decision 075). On the
-- competition's row every hole written added the whole competition (tees, divisions, eligibility) to the audit
-- trail beside the card's own entry, and held the competition's row until the commit. A competition without a
-- row here is at version 0.
CREATE TABLE "competition_score_versions" (
	"competition_id" uuid PRIMARY KEY NOT NULL,
	"club_id" uuid NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_score_versions" ADD CONSTRAINT "competition_score_versions_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_score_versions" ADD CONSTRAINT "competition_score_versions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "competition_score_versions" ("competition_id", "club_id", "version")
  SELECT "id", "club_id", "scores_version" FROM "competitions" WHERE "scores_version" > 0;--> statement-breakpoint
ALTER TABLE "competitions" DROP COLUMN "scores_version";