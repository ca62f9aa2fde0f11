CREATE TABLE "billing_balances" (
	"club_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"outstanding_minor" bigint DEFAULT 0 NOT NULL,
	"overdue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "billing_balances_club_id_currency_pk" PRIMARY KEY("club_id","currency")
);
--> statement-breakpoint
ALTER TABLE "billing_balances" ADD CONSTRAINT "billing_balances_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the open and overdue invoices owe per club and currency (decision 042), kept by statement triggers with
-- transition tables, like member_counts (0024): one upsert per statement, in key order, only where something
-- owed changed (an invoice's kind, status, currency or total; a payment; a refund). An invoice's balance is its
-- total less its payments plus their refunds, read by their club's indexes for the invoices that changed only.
-- ENABLE ALWAYS: kept when the audit trigger is switched off (session_replication_role = replica) too. A
-- club's deletion deletes its rows (the foreign key); the triggers of its cascade find the club gone.
CREATE OR REPLACE FUNCTION billing_balances_invoices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  WITH changed AS (
    SELECT n.id, n.club_id, NULL::text AS old_kind, NULL::text AS old_status, NULL::text AS old_currency,
      NULL::bigint AS old_total, n.kind AS new_kind, n.status AS new_status, n.currency AS new_currency,
      n.total_minor AS new_total
    FROM new_rows n WHERE n.kind = 'invoice' AND n.status IN ('open', 'overdue')
  ),
  money AS (
    SELECT c.*, coalesce((
      SELECT sum(p.amount_minor) - coalesce(sum((
        SELECT sum(r.amount_minor) FROM refunds r WHERE r.club_id = p.club_id AND r.payment_id = p.id
      )), 0)
      FROM payments p WHERE p.club_id = c.club_id AND p.invoice_id = c.id
    ), 0) AS net_paid
    FROM changed c
  ),
  delta AS (
    SELECT club_id, old_currency AS currency, -1 AS n, -(old_total - net_paid) AS owed,
      CASE WHEN old_status = 'overdue' THEN -(old_total - net_paid) ELSE 0 END AS overdue
    FROM money WHERE old_kind = 'invoice' AND old_status IN ('open', 'overdue')
    UNION ALL
    SELECT club_id, new_currency, 1, new_total - net_paid,
      CASE WHEN new_status = 'overdue' THEN new_total - net_paid ELSE 0 END
    FROM money WHERE new_kind = 'invoice' AND new_status IN ('open', 'overdue')
  )
  INSERT INTO billing_balances AS b (club_id, currency, invoices, outstanding_minor, overdue_minor)
  SELECT d.club_id, d.currency, sum(d.n)::int, sum(d.owed), sum(d.overdue) FROM delta d
  WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
  GROUP BY 1, 2
  HAVING sum(d.n) <> 0 OR sum(d.owed) <> 0 OR sum(d.overdue) <> 0
  ORDER BY 1, 2
  ON CONFLICT (club_id, currency) DO UPDATE SET invoices = b.invoices + excluded.invoices,
    outstanding_minor = b.outstanding_minor + excluded.outstanding_minor,
    overdue_minor = b.overdue_minor + excluded.overdue_minor;
  ELSIF TG_OP = 'DELETE' THEN
  WITH changed AS (
    SELECT o.id, o.club_id, o.kind AS old_kind, o.status AS old_status, o.currency AS old_currency, o.total_minor AS old_total, NULL::text AS new_kind, NULL::text AS new_status, NULL::text AS new_currency,
      NULL::bigint AS new_total
    FROM old_rows o WHERE o.kind = 'invoice' AND o.status IN ('open', 'overdue')
  ),
  money AS (
    SELECT c.*, coalesce((
      SELECT sum(p.amount_minor) - coalesce(sum((
        SELECT sum(r.amount_minor) FROM refunds r WHERE r.club_id = p.club_id AND r.payment_id = p.id
      )), 0)
      FROM payments p WHERE p.club_id = c.club_id AND p.invoice_id = c.id
    ), 0) AS net_paid
    FROM changed c
  ),
  delta AS (
    SELECT club_id, old_currency AS currency, -1 AS n, -(old_total - net_paid) AS owed,
      CASE WHEN old_status = 'overdue' THEN -(old_total - net_paid) ELSE 0 END AS overdue
    FROM money WHERE old_kind = 'invoice' AND old_status IN ('open', 'overdue')
    UNION ALL
    SELECT club_id, new_currency, 1, new_total - net_paid,
      CASE WHEN new_status = 'overdue' THEN new_total - net_paid ELSE 0 END
    FROM money WHERE new_kind = 'invoice' AND new_status IN ('open', 'overdue')
  )
  INSERT INTO billing_balances AS b (club_id, currency, invoices, outstanding_minor, overdue_minor)
  SELECT d.club_id, d.currency, sum(d.n)::int, sum(d.owed), sum(d.overdue) FROM delta d
  WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
  GROUP BY 1, 2
  HAVING sum(d.n) <> 0 OR sum(d.owed) <> 0 OR sum(d.overdue) <> 0
  ORDER BY 1, 2
  ON CONFLICT (club_id, currency) DO UPDATE SET invoices = b.invoices + excluded.invoices,
    outstanding_minor = b.outstanding_minor + excluded.outstanding_minor,
    overdue_minor = b.overdue_minor + excluded.overdue_minor;
  ELSE
  WITH changed AS (
    SELECT o.id, o.club_id, o.kind AS old_kind, o.status AS old_status, o.currency AS old_currency, o.total_minor AS old_total, n.kind AS new_kind, n.status AS new_status, n.currency AS new_currency,
      n.total_minor AS new_total
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE ((o.kind = 'invoice' AND o.status IN ('open', 'overdue'))
        OR (n.kind = 'invoice' AND n.status IN ('open', 'overdue')))
      AND (o.kind, o.status, o.currency, o.total_minor) IS DISTINCT FROM (n.kind, n.status, n.currency, n.total_minor)
  ),
  money AS (
    SELECT c.*, coalesce((
      SELECT sum(p.amount_minor) - coalesce(sum((
        SELECT sum(r.amount_minor) FROM refunds r WHERE r.club_id = p.club_id AND r.payment_id = p.id
      )), 0)
      FROM payments p WHERE p.club_id = c.club_id AND p.invoice_id = c.id
    ), 0) AS net_paid
    FROM changed c
  ),
  delta AS (
    SELECT club_id, old_currency AS currency, -1 AS n, -(old_total - net_paid) AS owed,
      CASE WHEN old_status = 'overdue' THEN -(old_total - net_paid) ELSE 0 END AS overdue
    FROM money WHERE old_kind = 'invoice' AND old_status IN ('open', 'overdue')
    UNION ALL
    SELECT club_id, new_currency, 1, new_total - net_paid,
      CASE WHEN new_status = 'overdue' THEN new_total - net_paid ELSE 0 END
    FROM money WHERE new_kind = 'invoice' AND new_status IN ('open', 'overdue')
  )
  INSERT INTO billing_balances AS b (club_id, currency, invoices, outstanding_minor, overdue_minor)
  SELECT d.club_id, d.currency, sum(d.n)::int, sum(d.owed), sum(d.overdue) FROM delta d
  WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
  GROUP BY 1, 2
  HAVING sum(d.n) <> 0 OR sum(d.owed) <> 0 OR sum(d.overdue) <> 0
  ORDER BY 1, 2
  ON CONFLICT (club_id, currency) DO UPDATE SET invoices = b.invoices + excluded.invoices,
    outstanding_minor = b.outstanding_minor + excluded.outstanding_minor,
    overdue_minor = b.overdue_minor + excluded.overdue_minor;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION billing_balances_payments() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  WITH delta AS (
    SELECT i.club_id, i.currency, -p.amount_minor AS owed,
      CASE WHEN i.status = 'overdue' THEN -p.amount_minor ELSE 0 END AS overdue
    FROM new_rows p JOIN invoices i ON i.id = p.invoice_id
    WHERE i.kind = 'invoice' AND i.status IN ('open', 'overdue')
  )
  INSERT INTO billing_balances AS b (club_id, currency, invoices, outstanding_minor, overdue_minor)
  SELECT d.club_id, d.currency, 0, sum(d.owed), sum(d.overdue) FROM delta d
  WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
  GROUP BY 1, 2
  HAVING sum(d.owed) <> 0 OR sum(d.overdue) <> 0
  ORDER BY 1, 2
  ON CONFLICT (club_id, currency) DO UPDATE SET
    outstanding_minor = b.outstanding_minor + excluded.outstanding_minor,
    overdue_minor = b.overdue_minor + excluded.overdue_minor;
  ELSIF TG_OP = 'DELETE' THEN
  WITH delta AS (
    SELECT i.club_id, i.currency, p.amount_minor AS owed,
      CASE WHEN i.status = 'overdue' THEN p.amount_minor ELSE 0 END AS overdue
    FROM old_rows p JOIN invoices i ON i.id = p.invoice_id
    WHERE i.kind = 'invoice' AND i.status IN ('open', 'overdue')
  )
  INSERT INTO billing_balances AS b (club_id, currency, invoices, outstanding_minor, overdue_minor)
  SELECT d.club_id, d.currency, 0, sum(d.owed), sum(d.overdue) FROM delta d
  WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
  GROUP BY 1, 2
  HAVING sum(d.owed) <> 0 OR sum(d.overdue) <> 0
  ORDER BY 1, 2
  ON CONFLICT (club_id, currency) DO UPDATE SET
    outstanding_minor = b.outstanding_minor + excluded.outstanding_minor,
    overdue_minor = b.overdue_minor + excluded.overdue_minor;
  ELSE
  WITH delta AS (
    SELECT i.club_id, i.currency, p.amount_minor AS owed,
      CASE WHEN i.status = 'overdue' THEN p.amount_minor ELSE 0 END AS overdue
    FROM old_rows p JOIN invoices i ON i.id = p.invoice_id
    WHERE i.kind = 'invoice' AND i.status IN ('open', 'overdue')
    UNION ALL
    SELECT i.club_id, i.currency, -p.amount_minor AS owed,
      CASE WHEN i.status = 'overdue' THEN -p.amount_minor ELSE 0 END AS overdue
    FROM new_rows p JOIN invoices i ON i.id = p.invoice_id
    WHERE i.kind = 'invoice' AND i.status IN ('open', 'overdue')
  )
  INSERT INTO billing_balances AS b (club_id, currency, invoices, outstanding_minor, overdue_minor)
  SELECT d.club_id, d.currency, 0, sum(d.owed), sum(d.overdue) FROM delta d
  WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
  GROUP BY 1, 2
  HAVING sum(d.owed) <> 0 OR sum(d.overdue) <> 0
  ORDER BY 1, 2
  ON CONFLICT (club_id, currency) DO UPDATE SET
    outstanding_minor = b.outstanding_minor + excluded.outstanding_minor,
    overdue_minor = b.overdue_minor + excluded.overdue_minor;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION billing_balances_refunds() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
  WITH delta AS (
    SELECT i.club_id, i.currency, r.amount_minor AS owed,
      CASE WHEN i.status = 'overdue' THEN r.amount_minor ELSE 0 END AS overdue
    FROM new_rows r JOIN payments p ON p.id = r.payment_id JOIN invoices i ON i.id = p.invoice_id
    WHERE i.kind = 'invoice' AND i.status IN ('open', 'overdue')
  )
  INSERT INTO billing_balances AS b (club_id, currency, invoices, outstanding_minor, overdue_minor)
  SELECT d.club_id, d.currency, 0, sum(d.owed), sum(d.overdue) FROM delta d
  WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
  GROUP BY 1, 2
  HAVING sum(d.owed) <> 0 OR sum(d.overdue) <> 0
  ORDER BY 1, 2
  ON CONFLICT (club_id, currency) DO UPDATE SET
    outstanding_minor = b.outstanding_minor + excluded.outstanding_minor,
    overdue_minor = b.overdue_minor + excluded.overdue_minor;
  ELSIF TG_OP = 'DELETE' THEN
  WITH delta AS (
    SELECT i.club_id, i.currency, -r.amount_minor AS owed,
      CASE WHEN i.status = 'overdue' THEN -r.amount_minor ELSE 0 END AS overdue
    FROM old_rows r JOIN payments p ON p.id = r.payment_id JOIN invoices i ON i.id = p.invoice_id
    WHERE i.kind = 'invoice' AND i.status IN ('open', 'overdue')
  )
  INSERT INTO billing_balances AS b (club_id, currency, invoices, outstanding_minor, overdue_minor)
  SELECT d.club_id, d.currency, 0, sum(d.owed), sum(d.overdue) FROM delta d
  WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
  GROUP BY 1, 2
  HAVING sum(d.owed) <> 0 OR sum(d.overdue) <> 0
  ORDER BY 1, 2
  ON CONFLICT (club_id, currency) DO UPDATE SET
    outstanding_minor = b.outstanding_minor + excluded.outstanding_minor,
    overdue_minor = b.overdue_minor + excluded.overdue_minor;
  ELSE
  WITH delta AS (
    SELECT i.club_id, i.currency, r.amount_minor AS owed,
      CASE WHEN i.status = 'overdue' THEN r.amount_minor ELSE 0 END AS overdue
    FROM new_rows r JOIN payments p ON p.id = r.payment_id JOIN invoices i ON i.id = p.invoice_id
    WHERE i.kind = 'invoice' AND i.status IN ('open', 'overdue')
    UNION ALL
    SELECT i.club_id, i.currency, -r.amount_minor AS owed,
      CASE WHEN i.status = 'overdue' THEN -r.amount_minor ELSE 0 END AS overdue
    FROM old_rows r JOIN payments p ON p.id = r.payment_id JOIN invoices i ON i.id = p.invoice_id
    WHERE i.kind = 'invoice' AND i.status IN ('open', 'overdue')
  )
  INSERT INTO billing_balances AS b (club_id, currency, invoices, outstanding_minor, overdue_minor)
  SELECT d.club_id, d.currency, 0, sum(d.owed), sum(d.overdue) FROM delta d
  WHERE EXISTS (SELECT 1 FROM clubs WHERE clubs.id = d.club_id)
  GROUP BY 1, 2
  HAVING sum(d.owed) <> 0 OR sum(d.overdue) <> 0
  ORDER BY 1, 2
  ON CONFLICT (club_id, currency) DO UPDATE SET
    outstanding_minor = b.outstanding_minor + excluded.outstanding_minor,
    overdue_minor = b.overdue_minor + excluded.overdue_minor;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER billing_balances_invoices_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION billing_balances_invoices();--> statement-breakpoint
CREATE TRIGGER billing_balances_invoices_update AFTER UPDATE ON invoices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION billing_balances_invoices();--> statement-breakpoint
CREATE TRIGGER billing_balances_invoices_delete AFTER DELETE ON invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION billing_balances_invoices();--> statement-breakpoint
ALTER TABLE invoices ENABLE ALWAYS TRIGGER billing_balances_invoices_insert;--> statement-breakpoint
ALTER TABLE invoices ENABLE ALWAYS TRIGGER billing_balances_invoices_update;--> statement-breakpoint
ALTER TABLE invoices ENABLE ALWAYS TRIGGER billing_balances_invoices_delete;--> statement-breakpoint
CREATE TRIGGER billing_balances_payments_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION billing_balances_payments();--> statement-breakpoint
CREATE TRIGGER billing_balances_payments_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION billing_balances_payments();--> statement-breakpoint
CREATE TRIGGER billing_balances_payments_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION billing_balances_payments();--> statement-breakpoint
ALTER TABLE payments ENABLE ALWAYS TRIGGER billing_balances_payments_insert;--> statement-breakpoint
ALTER TABLE payments ENABLE ALWAYS TRIGGER billing_balances_payments_update;--> statement-breakpoint
ALTER TABLE payments ENABLE ALWAYS TRIGGER billing_balances_payments_delete;--> statement-breakpoint
CREATE TRIGGER billing_balances_refunds_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION billing_balances_refunds();--> statement-breakpoint
CREATE TRIGGER billing_balances_refunds_update AFTER UPDATE ON refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION billing_balances_refunds();--> statement-breakpoint
CREATE TRIGGER billing_balances_refunds_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION billing_balances_refunds();--> statement-breakpoint
ALTER TABLE refunds ENABLE ALWAYS TRIGGER billing_balances_refunds_insert;--> statement-breakpoint
ALTER TABLE refunds ENABLE ALWAYS TRIGGER billing_balances_refunds_update;--> statement-breakpoint
ALTER TABLE refunds ENABLE ALWAYS TRIGGER billing_balances_refunds_delete;--> statement-breakpoint
-- The clubs' invoices so far.
INSERT INTO billing_balances (club_id, currency, invoices, outstanding_minor, overdue_minor)
SELECT i.club_id, i.currency, count(*)::int, sum(o.owed), coalesce(sum(o.owed) FILTER (WHERE i.status = 'overdue'), 0)
FROM invoices i CROSS JOIN LATERAL (
  SELECT i.total_minor
    - coalesce((SELECT sum(p.amount_minor) FROM payments p WHERE p.club_id = i.club_id AND p.invoice_id = i.id), 0)
    + coalesce((SELECT sum(r.amount_minor) FROM payments p JOIN refunds r ON r.club_id = p.club_id AND r.payment_id = p.id
        WHERE p.club_id = i.club_id AND p.invoice_id = i.id), 0) AS owed
) o
WHERE i.kind = 'invoice' AND i.status IN ('open', 'overdue')
GROUP BY 1, 2;
