-- The audit trail mechanism (spec sections 3 'Audit trail entry' and 5 'Audit redaction').
-- A table is audited by one line in its migration:   SELECT audit_table('clubs', 'id');
-- (the second argument names the column that holds the club's id; 'club_id' by default).
-- The acting user, IP address and user agent come from transaction-local settings that the server sets with
-- withAudit() (src/server/db/audit.ts); without them a change is attributed to 'system'.

-- Replaces the values of password, ssn and credit_card (and sealed payment credentials) wherever they appear
-- in a JSON value.
CREATE OR REPLACE FUNCTION audit_redact(value jsonb) RETURNS jsonb
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
        result := result || jsonb_build_object(k, audit_redact(v));
      END IF;
    END LOOP;
    RETURN result;
  END IF;
  IF jsonb_typeof(value) = 'array' THEN
    SELECT coalesce(jsonb_agg(audit_redact(a.elem) ORDER BY a.ord), '[]'::jsonb) INTO result
      FROM jsonb_array_elements(value) WITH ORDINALITY AS a(elem, ord);
    RETURN result;
  END IF;
  RETURN value;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  changed text[];
  actor text;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_row := to_jsonb(OLD);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_row := to_jsonb(NEW);
  END IF;
  row_data := coalesce(new_row, old_row);
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.key ORDER BY n.key) INTO changed
      FROM jsonb_each(new_row) AS n
      WHERE n.value IS DISTINCT FROM old_row -> n.key;
    IF changed IS NULL THEN
      RETURN NULL; -- an update that changed nothing leaves no entry
    END IF;
  END IF;
  actor := nullif(current_setting('clubhouse.actor_id', true), '');
  INSERT INTO audit_trail (table_name, record_id, action, old_data, new_data, changed_fields, changed_by, club_id,
    ip_address, user_agent)
  VALUES (TG_TABLE_NAME, row_data ->> 'id', TG_OP, audit_redact(old_row), audit_redact(new_row), changed,
    coalesce(actor, 'system'), (row_data ->> coalesce(TG_ARGV[0], 'club_id'))::uuid,
    nullif(current_setting('clubhouse.ip_address', true), ''),
    left(nullif(current_setting('clubhouse.user_agent', true), ''), 500));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_table(target regclass, club_column text DEFAULT 'club_id') RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS audit_row_change ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row_change(%L)',
    target, club_column);
END
$$;
