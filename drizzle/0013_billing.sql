CREATE TABLE "billing_counters" (
	"club_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "billing_counters_club_id_kind_year_pk" PRIMARY KEY("club_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_minor" bigint NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"period_start" date,
	"period_end" date,
	"membership_type" text,
	"booking_player_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_quantity" CHECK ("invoice_lines"."quantity" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"member_id" uuid,
	"bill_to" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"year" integer,
	"sequence" integer,
	"currency" text NOT NULL,
	"tax_rate" numeric(9, 6) DEFAULT 0 NOT NULL,
	"terms" text NOT NULL,
	"issue_date" date,
	"due_date" date,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"tax_minor" bigint DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"credit_for" uuid,
	"purpose" text DEFAULT 'standard' NOT NULL,
	"membership_type" text,
	"period_start" date,
	"period_end" date,
	"fulfilled_at" timestamp with time zone,
	"notes" text,
	"emailed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"overdue_notice_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_by" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(number, '') || ' ' || coalesce(bill_to->>'name', '') || ' ' || coalesce(bill_to->>'email', '') || ' ' || coalesce(bill_to->>'membershipNumber', ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_issued_numbered" CHECK (("invoices"."status" = 'draft') = ("invoices"."number" is null) and ("invoices"."number" is null) = ("invoices"."issue_date" is null)),
	CONSTRAINT "invoices_voided" CHECK (("invoices"."status" = 'void') = ("invoices"."voided_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"received_on" date NOT NULL,
	"reference" text,
	"gateway_reference" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_gateway_reference_unique" UNIQUE("gateway_reference"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"refunded_on" date NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "billing_counters" ADD CONSTRAINT "billing_counters_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_booking_player_id_golf_booking_players_id_fk" FOREIGN KEY ("booking_player_id") REFERENCES "public"."golf_booking_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_lines_booking_player_idx" ON "invoice_lines" USING btree ("booking_player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_one_late_fee" ON "invoice_lines" USING btree ("invoice_id") WHERE "invoice_lines"."kind" = 'late_fee';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_club_number_unique" ON "invoices" USING btree ("club_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_period" ON "invoices" USING btree ("club_id","member_id","period_start") WHERE "invoices"."purpose" in ('renewal', 'signup') and "invoices"."status" <> 'void';--> statement-breakpoint
CREATE INDEX "invoices_club_issue_idx" ON "invoices" USING btree ("club_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_club_series_unique" ON "invoices" USING btree ("club_id","kind","year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_club_status_idx" ON "invoices" USING btree ("club_id","status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_club_member_idx" ON "invoices" USING btree ("club_id","member_id");--> statement-breakpoint
CREATE INDEX "invoices_club_created_idx" ON "invoices" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_club_invoice_idx" ON "payments" USING btree ("club_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payments_club_received_idx" ON "payments" USING btree ("club_id","received_on");--> statement-breakpoint
CREATE INDEX "refunds_club_payment_idx" ON "refunds" USING btree ("club_id","payment_id");--> statement-breakpoint
CREATE INDEX "golf_booking_players_host_idx" ON "golf_booking_players" USING btree ("club_id","host_member_id") WHERE "golf_booking_players"."member_id" is null;--> statement-breakpoint
SELECT audit_table('invoices');--> statement-breakpoint
SELECT audit_table('invoice_lines');--> statement-breakpoint
SELECT audit_table('payments');--> statement-breakpoint
SELECT audit_table('refunds');
