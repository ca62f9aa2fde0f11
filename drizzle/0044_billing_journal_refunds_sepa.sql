CREATE TABLE "unmatched_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"invoice_id" uuid,
	"gateway_reference" text NOT NULL,
	"payment_intent" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"resolution" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"refund_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unmatched_payments_gateway_reference_unique" UNIQUE("gateway_reference")
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"member_id" uuid,
	"iban" text NOT NULL,
	"bic" text,
	"account_holder" text NOT NULL,
	"reference" text NOT NULL,
	"signed_on" date NOT NULL,
	"signed_how" text NOT NULL,
	"consent_by" text,
	"consent_at" timestamp with time zone,
	"consent_text_version" text,
	"sequence" text DEFAULT 'FRST' NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_run_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"mandate_id" uuid NOT NULL,
	"sequence" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"end_to_end_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" uuid,
	"return_reason" text,
	"return_fee_minor" bigint,
	"returned_on" date,
	"fee_invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_run_items_amount_positive" CHECK ("sepa_run_items"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sepa_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"pain_version" text NOT NULL,
	"collection_date" date NOT NULL,
	"item_count" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"file_key" text NOT NULL,
	"settled_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "late_fee_for" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_status" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "journal_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_consent_by_user_id_fk" FOREIGN KEY ("consent_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_run_items" ADD CONSTRAINT "sepa_run_items_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_run_items" ADD CONSTRAINT "sepa_run_items_run_id_sepa_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."sepa_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_run_items" ADD CONSTRAINT "sepa_run_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_run_items" ADD CONSTRAINT "sepa_run_items_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_run_items" ADD CONSTRAINT "sepa_run_items_fee_invoice_id_invoices_id_fk" FOREIGN KEY ("fee_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_runs" ADD CONSTRAINT "sepa_runs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_runs" ADD CONSTRAINT "sepa_runs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unmatched_payments_club_idx" ON "unmatched_payments" USING btree ("club_id","resolution","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_club_reference_unique" ON "sepa_mandates" USING btree ("club_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_one_in_force" ON "sepa_mandates" USING btree ("club_id","member_id") WHERE "sepa_mandates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "sepa_run_items_run_idx" ON "sepa_run_items" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_run_items_one_pending" ON "sepa_run_items" USING btree ("invoice_id") WHERE "sepa_run_items"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_runs_club_message_unique" ON "sepa_runs" USING btree ("club_id","message_id");--> statement-breakpoint
CREATE INDEX "sepa_runs_club_created_idx" ON "sepa_runs" USING btree ("club_id","created_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_late_fee_for_invoices_id_fk" FOREIGN KEY ("late_fee_for") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_late_fee" ON "invoices" USING btree ("late_fee_for") WHERE "invoices"."late_fee_for" is not null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gateway_reference_unique" UNIQUE("gateway_reference");--> statement-breakpoint
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
--> statement-breakpoint
SELECT audit_table('unmatched_payments');
--> statement-breakpoint
SELECT audit_table('sepa_mandates');--> statement-breakpoint
SELECT audit_table('sepa_runs');--> statement-breakpoint
SELECT audit_table('sepa_run_items');
