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
CREATE UNIQUE INDEX "sepa_mandates_club_reference_unique" ON "sepa_mandates" USING btree ("club_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_one_in_force" ON "sepa_mandates" USING btree ("club_id","member_id") WHERE "sepa_mandates"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "sepa_run_items_run_idx" ON "sepa_run_items" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_run_items_one_pending" ON "sepa_run_items" USING btree ("invoice_id") WHERE "sepa_run_items"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_runs_club_message_unique" ON "sepa_runs" USING btree ("club_id","message_id");--> statement-breakpoint
CREATE INDEX "sepa_runs_club_created_idx" ON "sepa_runs" USING btree ("club_id","created_at");--> statement-breakpoint
SELECT audit_table('sepa_mandates');--> statement-breakpoint
SELECT audit_table('sepa_runs');--> statement-breakpoint
SELECT audit_table('sepa_run_items');
