ALTER TABLE "invoices" ADD COLUMN "late_fee_for" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_late_fee_for_invoices_id_fk" FOREIGN KEY ("late_fee_for") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_late_fee" ON "invoices" USING btree ("late_fee_for") WHERE "invoices"."late_fee_for" is not null;--> statement-breakpoint
-- Decision 076 (hand-written): an issued document is never changed. What it asks (its totals, rate and currency)
-- and its lines' content are fixed once it is not a draft; a late fee is an invoice of its own, a correction a
-- credit note and a new invoice. The service refuses first, with its message; this is the database's backstop.
-- A line's booking player may still go (its foreign key's ON DELETE SET NULL), and the statuses and dates of
-- sending, paying and voiding still change.
CREATE OR REPLACE FUNCTION invoices_issued_unchanged() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'draft' AND (NEW.subtotal_minor, NEW.tax_minor, NEW.total_minor, NEW.tax_rate, NEW.currency,
      NEW.kind, NEW.number) IS DISTINCT FROM (OLD.subtotal_minor, OLD.tax_minor, OLD.total_minor, OLD.tax_rate,
      OLD.currency, OLD.kind, OLD.number) THEN
    RAISE EXCEPTION 'invoice % has been issued: an issued document is not changed', OLD.number
      USING ERRCODE = '23514', CONSTRAINT = 'invoices_issued_unchanged';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_issued_unchanged BEFORE UPDATE ON invoices
  FOR EACH ROW WHEN (OLD.status <> 'draft') EXECUTE FUNCTION invoices_issued_unchanged();--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_lines_issued_unchanged() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.invoice_id, NEW.position, NEW.kind, NEW.description, NEW.quantity, NEW.unit_minor, NEW.taxable,
      NEW.period_start, NEW.period_end, NEW.membership_type) IS DISTINCT FROM (OLD.invoice_id, OLD.position,
      OLD.kind, OLD.description, OLD.quantity, OLD.unit_minor, OLD.taxable, OLD.period_start, OLD.period_end,
      OLD.membership_type)
    AND EXISTS (SELECT 1 FROM invoices i WHERE i.id = OLD.invoice_id AND i.status <> 'draft') THEN
    RAISE EXCEPTION 'a line of an issued document is not changed'
      USING ERRCODE = '23514', CONSTRAINT = 'invoice_lines_issued_unchanged';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoice_lines_issued_unchanged BEFORE UPDATE ON invoice_lines
  FOR EACH ROW EXECUTE FUNCTION invoice_lines_issued_unchanged();
