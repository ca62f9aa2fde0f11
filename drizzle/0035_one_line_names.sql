-- Issue 33 item 7: a name is one line. The request schemas now refuse control characters and line breaks in
-- names and other texts of one line; the club's settings and its courses are answered through the same
-- schemas, so a value saved before (a sender name with CR/LF in it) would fail them. Each such stored value
-- has its run of control characters and line separators replaced by one space.
UPDATE "clubs" SET "name" = regexp_replace("name", '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')
WHERE "name" ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "clubs" SET "tagline" = regexp_replace("tagline", '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')
WHERE "tagline" ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "clubs" SET "contact_number" = regexp_replace("contact_number", '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')
WHERE "contact_number" ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "clubs" SET "available_sports" = ARRAY(
  SELECT regexp_replace(s, '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')
  FROM unnest("available_sports") WITH ORDINALITY AS u(s, i) ORDER BY i
)
WHERE array_to_string("available_sports", ' ') ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "clubs" SET "sport_contacts" = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN jsonb_typeof(e) = 'object' THEN (
      SELECT coalesce(jsonb_object_agg(k, CASE WHEN jsonb_typeof(v) = 'string'
        THEN to_jsonb(regexp_replace(v #>> '{}', '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')) ELSE v END), '{}'::jsonb)
      FROM jsonb_each(e) AS x(k, v)
    ) ELSE e END ORDER BY i), '[]'::jsonb)
  FROM jsonb_array_elements("sport_contacts") WITH ORDINALITY AS a(e, i)
)
WHERE jsonb_typeof("sport_contacts") = 'array' AND EXISTS (
  SELECT 1 FROM jsonb_array_elements("sport_contacts") AS a(e)
  WHERE jsonb_typeof(e) = 'object' AND EXISTS (
    SELECT 1 FROM jsonb_each_text(e) AS x(k, v) WHERE v ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]'
  )
);
--> statement-breakpoint
UPDATE "clubs" SET "communication_settings" = jsonb_set("communication_settings", '{defaultSenderName}',
  to_jsonb(regexp_replace("communication_settings" ->> 'defaultSenderName', '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')))
WHERE jsonb_typeof("communication_settings" -> 'defaultSenderName') = 'string'
  AND "communication_settings" ->> 'defaultSenderName' ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "clubs" SET "financial_settings" = jsonb_set("financial_settings", '{invoiceTerms}',
  to_jsonb(regexp_replace("financial_settings" ->> 'invoiceTerms', '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')))
WHERE jsonb_typeof("financial_settings" -> 'invoiceTerms') = 'string'
  AND "financial_settings" ->> 'invoiceTerms' ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
--> statement-breakpoint
UPDATE "golf_courses" SET "name" = regexp_replace("name", '[\x01-\x1f\x7f-\x9f\u2028\u2029]+', ' ', 'g')
WHERE "name" ~ '[\x01-\x1f\x7f-\x9f\u2028\u2029]';
