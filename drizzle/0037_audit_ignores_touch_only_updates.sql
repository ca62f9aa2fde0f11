-- Issue 33 §12: a change that alters nothing writes no audit entry. An update whose only difference is the row's
-- updated_at (a form saved unchanged, which the services stamp) left an entry naming updated_at alone; now it
-- leaves none, as an update that changed nothing at all already did (decision 008). An update that changes
-- something still lists updated_at among its changed fields.
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
    IF changed IS NULL OR changed <@ ARRAY['updated_at']::text[] THEN
      RETURN NULL; -- an update that changed nothing but its time stamp leaves no entry
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
