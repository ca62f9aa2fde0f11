CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"percent" numeric(9, 6) DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"note" text,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_percent" CHECK ("tax_rates"."percent" >= 0 and "tax_rates"."percent" <= 100),
	CONSTRAINT "tax_rates_exempt" CHECK ("tax_rates"."kind" <> 'exempt' or ("tax_rates"."percent" = 0 and "tax_rates"."note" is not null)),
	CONSTRAINT "tax_rates_default_active" CHECK (not "tax_rates"."is_default" or "tax_rates"."active")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tax_name" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tax_percent" numeric(9, 6) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tax_kind" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tax_note" text;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "golf_settings" ADD COLUMN "member_green_fee_tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "golf_settings" ADD COLUMN "guest_green_fee_tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_club_name_idx" ON "tax_rates" USING btree ("club_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_one_default" ON "tax_rates" USING btree ("club_id") WHERE "tax_rates"."is_default";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_types" ADD CONSTRAINT "membership_types_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_settings" ADD CONSTRAINT "golf_settings_member_green_fee_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("member_green_fee_tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golf_settings" ADD CONSTRAINT "golf_settings_guest_green_fee_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("guest_green_fee_tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_tax_rate_idx" ON "invoice_lines" USING btree ("tax_rate_id");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tax_exempt" CHECK ("invoice_lines"."tax_kind" <> 'exempt' or "invoice_lines"."tax_percent" = 0);--> statement-breakpoint
SELECT audit_table('tax_rates');--> statement-breakpoint
-- Decision 080: each club that taxed at one rate gets it as its default rate, named in the club's language; a
-- club that taxed at 0 % gets none (it bills without tax until it adds a rate).
INSERT INTO tax_rates (club_id, name, percent, kind, is_default, position)
SELECT c.id,
  CASE lower(left(coalesce(c.preferences->>'language', ''), 2))
    WHEN 'de' THEN 'Regelsteuersatz' WHEN 'fr' THEN 'Taux normal' WHEN 'es' THEN 'Tipo general'
    ELSE 'Standard rate' END,
  (c.financial_settings->>'taxRate')::numeric(9, 6), 'standard', true, 0
FROM clubs c
WHERE jsonb_typeof(c.financial_settings->'taxRate') = 'number' AND (c.financial_settings->>'taxRate')::numeric > 0
  AND (c.financial_settings->>'taxRate')::numeric <= 100;--> statement-breakpoint
UPDATE clubs SET financial_settings = financial_settings - 'taxRate' WHERE financial_settings ? 'taxRate';--> statement-breakpoint
-- Each taxed line keeps the rate its invoice was taxed at (a draft: the club's default rate now); it names the
-- club's rate where that is the same percent. Untaxed lines stay "no tax" (0 %, no rate).
UPDATE invoice_lines l SET
  tax_percent = CASE WHEN i.status = 'draft' THEN coalesce(r.percent, 0) ELSE i.tax_rate END,
  tax_rate_id = CASE WHEN i.status = 'draft' OR r.percent = i.tax_rate THEN r.id END,
  tax_name = CASE WHEN i.status = 'draft' OR r.percent = i.tax_rate THEN r.name END
FROM invoices i LEFT JOIN tax_rates r ON r.club_id = i.club_id AND r.is_default
WHERE l.invoice_id = i.id AND l.taxable AND (i.tax_rate > 0 OR i.status = 'draft');--> statement-breakpoint
UPDATE invoice_lines l SET taxable = false
FROM invoices i WHERE l.invoice_id = i.id AND i.status = 'draft' AND l.taxable AND l.tax_percent = 0;--> statement-breakpoint
-- Decision 076 still holds: an issued document's totals and lines, now with their rates' copies, never change.
CREATE OR REPLACE FUNCTION invoices_issued_unchanged() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'draft' AND (NEW.subtotal_minor, NEW.tax_minor, NEW.total_minor, NEW.currency,
      NEW.kind, NEW.number) IS DISTINCT FROM (OLD.subtotal_minor, OLD.tax_minor, OLD.total_minor,
      OLD.currency, OLD.kind, OLD.number) THEN
    RAISE EXCEPTION 'invoice % has been issued: an issued document is not changed', OLD.number
      USING ERRCODE = '23514', CONSTRAINT = 'invoices_issued_unchanged';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_lines_issued_unchanged() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.invoice_id, NEW.position, NEW.kind, NEW.description, NEW.quantity, NEW.unit_minor, NEW.taxable,
      NEW.period_start, NEW.period_end, NEW.membership_type, NEW.tax_rate_id, NEW.tax_name, NEW.tax_percent,
      NEW.tax_kind, NEW.tax_note) IS DISTINCT FROM (OLD.invoice_id, OLD.position,
      OLD.kind, OLD.description, OLD.quantity, OLD.unit_minor, OLD.taxable, OLD.period_start, OLD.period_end,
      OLD.membership_type, OLD.tax_rate_id, OLD.tax_name, OLD.tax_percent, OLD.tax_kind, OLD.tax_note)
    AND EXISTS (SELECT 1 FROM invoices i WHERE i.id = OLD.invoice_id AND i.status <> 'draft') THEN
    RAISE EXCEPTION 'a line of an issued document is not changed'
      USING ERRCODE = '23514', CONSTRAINT = 'invoice_lines_issued_unchanged';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "tax_rate";
