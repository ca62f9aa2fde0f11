-- The trail also redacts the columns that hold a secret's hash or a sealed key (issue 18: the full club export
-- found them in the audit log): an invitation's and an ownership transfer's token hash, a calendar feed's token
-- hash, a sending domain's sealed DKIM private key. Same shape as 0017: one test of the row's text, the walk
-- only for a row that names a redacted key.
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
      IF lower(k) IN ('password', 'ssn', 'credit_card', 'encrypted_credentials', 'invitation_token_hash',
          'token_hash', 'dkim_private_key_sealed') THEN
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
    WHEN value::text !~* '"(password|ssn|credit_card|encrypted_credentials|invitation_token_hash|token_hash|dkim_private_key_sealed)":' THEN value
    ELSE audit_redact_walk(value)
  END
$$;
--> statement-breakpoint
-- The entries already written for those tables are redacted in place.
UPDATE audit_trail SET old_data = audit_redact(old_data), new_data = audit_redact(new_data)
  WHERE table_name IN ('admin_invitations', 'ownership_transfers', 'golf_calendar_feeds', 'club_domains');
