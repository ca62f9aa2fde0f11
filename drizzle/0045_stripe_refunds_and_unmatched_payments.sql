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
ALTER TABLE "refunds" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_status" text;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unmatched_payments_club_idx" ON "unmatched_payments" USING btree ("club_id","resolution","received_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gateway_reference_unique" UNIQUE("gateway_reference");--> statement-breakpoint
SELECT audit_table('unmatched_payments');
