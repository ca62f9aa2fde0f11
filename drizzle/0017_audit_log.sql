CREATE TABLE "audit_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_until" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_trail_daily" (
	"club_id" uuid NOT NULL,
	"day" date NOT NULL,
	"table_name" text NOT NULL,
	"action" text NOT NULL,
	"changed_by" text NOT NULL,
	"rows" integer NOT NULL,
	CONSTRAINT "audit_trail_daily_club_id_day_table_name_action_changed_by_pk" PRIMARY KEY("club_id","day","table_name","action","changed_by")
);
--> statement-breakpoint
DROP INDEX "audit_trail_club_changed_idx";--> statement-breakpoint
CREATE INDEX "audit_trail_club_changed_idx" ON "audit_trail" USING btree ("club_id","changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The audit trigger made cheaper (issue 17): most rows hold none of the redacted keys, and their JSON is kept
-- as it is after one test of its text, instead of being rebuilt key by key in PL/pgSQL. A key is written in
-- jsonb's text as "key": — a row whose text has no such key surely has none at any depth; one that seems to
-- (the words inside a string value) is walked as before, so the result is the same either way.
CREATE OR REPLACE FUNCTION audit_redact_walk(value jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb;
  k text;
  v jsonb;
BEGIN
  IF value IS NULL THEN
    RETURN NULL;
  END IF;
  IF jsonb_typeof(value) = 'object' THEN
    result := '{}'::jsonb;
    FOR k, v IN SELECT e.key, e.value FROM jsonb_each(value) AS e LOOP
      IF lower(k) IN ('password', 'ssn', 'credit_card', 'encrypted_credentials') THEN
        result := result || jsonb_build_object(k, '[REDACTED]');
      ELSE
        result := result || jsonb_build_object(k, audit_redact_walk(v));
      END IF;
    END LOOP;
    RETURN result;
  END IF;
  IF jsonb_typeof(value) = 'array' THEN
    SELECT coalesce(jsonb_agg(audit_redact_walk(a.elem) ORDER BY a.ord), '[]'::jsonb) INTO result
      FROM jsonb_array_elements(value) WITH ORDINALITY AS a(elem, ord);
    RETURN result;
  END IF;
  RETURN value;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_redact(value jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN value IS NULL THEN NULL
    WHEN value::text !~* '"(password|ssn|credit_card|encrypted_credentials)":' THEN value
    ELSE audit_redact_walk(value)
  END
$$;
