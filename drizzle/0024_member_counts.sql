CREATE TABLE "member_counts" (
	"club_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"membership_status" text NOT NULL,
	"day" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_counts_pk" PRIMARY KEY("club_id","kind","membership_status","day")
);--> statement-breakpoint
-- The members counted by status and month, and the active memberships by their end date (decision 029), kept
-- by statement triggers with transition tables:
-- one upsert per statement, whatever its rows (an import of 20,000 members writes a few hundred counts). The
-- counts are written in key order, so that two transactions meet their rows in the same order. ENABLE ALWAYS:
-- they are kept when the audit trigger is switched off (session_replication_role = replica) too.
CREATE OR REPLACE FUNCTION member_counts_keep() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_counts AS c (club_id, kind, membership_status, day, n)
    SELECT d.club_id, d.kind, d.membership_status, d.day, sum(d.n)::int FROM (
      SELECT club_id, 'joined' AS kind, membership_status, date_trunc('month', join_date)::date AS day, 1 AS n FROM new_rows
      UNION ALL
      SELECT club_id, 'ended', membership_status, date_trunc('month', coalesce(membership_end_date, join_date))::date, 1 FROM new_rows
      WHERE membership_status IN ('expired', 'cancelled')
      UNION ALL
      SELECT club_id, 'ends', membership_status, membership_end_date, 1 FROM new_rows
      WHERE membership_status = 'active' AND membership_end_date IS NOT NULL
    ) d
    WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.n) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (club_id, kind, membership_status, day) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO member_counts AS c (club_id, kind, membership_status, day, n)
    SELECT d.club_id, d.kind, d.membership_status, d.day, sum(d.n)::int FROM (
      SELECT club_id, 'joined' AS kind, membership_status, date_trunc('month', join_date)::date AS day, -1 AS n FROM old_rows
      UNION ALL
      SELECT club_id, 'ended', membership_status, date_trunc('month', coalesce(membership_end_date, join_date))::date, -1 FROM old_rows
      WHERE membership_status IN ('expired', 'cancelled')
      UNION ALL
      SELECT club_id, 'ends', membership_status, membership_end_date, -1 FROM old_rows
      WHERE membership_status = 'active' AND membership_end_date IS NOT NULL
    ) d
    WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.n) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (club_id, kind, membership_status, day) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO member_counts AS c (club_id, kind, membership_status, day, n)
    SELECT d.club_id, d.kind, d.membership_status, d.day, sum(d.n)::int FROM (
      SELECT club_id, 'joined' AS kind, membership_status, date_trunc('month', join_date)::date AS day, 1 AS n FROM new_rows
      UNION ALL
      SELECT club_id, 'ended', membership_status, date_trunc('month', coalesce(membership_end_date, join_date))::date, 1 FROM new_rows
      WHERE membership_status IN ('expired', 'cancelled')
      UNION ALL
      SELECT club_id, 'ends', membership_status, membership_end_date, 1 FROM new_rows
      WHERE membership_status = 'active' AND membership_end_date IS NOT NULL
      UNION ALL
      SELECT club_id, 'joined' AS kind, membership_status, date_trunc('month', join_date)::date AS day, -1 AS n FROM old_rows
      UNION ALL
      SELECT club_id, 'ended', membership_status, date_trunc('month', coalesce(membership_end_date, join_date))::date, -1 FROM old_rows
      WHERE membership_status IN ('expired', 'cancelled')
      UNION ALL
      SELECT club_id, 'ends', membership_status, membership_end_date, -1 FROM old_rows
      WHERE membership_status = 'active' AND membership_end_date IS NOT NULL
    ) d
    WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
    GROUP BY 1, 2, 3, 4
    HAVING sum(d.n) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (club_id, kind, membership_status, day) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER member_counts_insert AFTER INSERT ON members REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_counts_keep();--> statement-breakpoint
CREATE TRIGGER member_counts_update AFTER UPDATE ON members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_counts_keep();--> statement-breakpoint
CREATE TRIGGER member_counts_delete AFTER DELETE ON members REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION member_counts_keep();--> statement-breakpoint
ALTER TABLE members ENABLE ALWAYS TRIGGER member_counts_insert;--> statement-breakpoint
ALTER TABLE members ENABLE ALWAYS TRIGGER member_counts_update;--> statement-breakpoint
ALTER TABLE members ENABLE ALWAYS TRIGGER member_counts_delete;--> statement-breakpoint
-- The clubs' members so far.
INSERT INTO member_counts (club_id, kind, membership_status, day, n)
SELECT club_id, kind, membership_status, day, count(*)::int FROM (
  SELECT club_id, 'joined' AS kind, membership_status, date_trunc('month', join_date)::date AS day FROM members
  UNION ALL
  SELECT club_id, 'ended', membership_status, date_trunc('month', coalesce(membership_end_date, join_date))::date FROM members
  WHERE membership_status IN ('expired', 'cancelled')
  UNION ALL
  SELECT club_id, 'ends', membership_status, membership_end_date FROM members
  WHERE membership_status = 'active' AND membership_end_date IS NOT NULL
) d GROUP BY 1, 2, 3, 4;
