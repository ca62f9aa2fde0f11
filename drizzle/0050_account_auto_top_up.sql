CREATE TABLE "account_top_up_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_intent" text,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "account_top_up_attempts_payment_intent_unique" UNIQUE("payment_intent"),
	CONSTRAINT "account_top_up_attempts_amount_positive" CHECK ("account_top_up_attempts"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "card_exp_month" integer;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "card_exp_year" integer;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "auto_top_up_threshold_minor" bigint;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "auto_top_up_amount_minor" bigint;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "auto_top_up_consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "auto_top_up_consent_version" text;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "auto_top_up_setup_session" text;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "auto_top_up_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD COLUMN "auto_top_up_failure" text;--> statement-breakpoint
ALTER TABLE "account_top_up_attempts" ADD CONSTRAINT "account_top_up_attempts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_top_up_attempts" ADD CONSTRAINT "account_top_up_attempts_account_id_member_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."member_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_top_up_attempts_one_pending" ON "account_top_up_attempts" USING btree ("account_id") WHERE "account_top_up_attempts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "account_top_up_attempts_account_idx" ON "account_top_up_attempts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "member_accounts_auto_top_up_idx" ON "member_accounts" USING btree ("club_id") WHERE "member_accounts"."payment_method_id" is not null and "member_accounts"."auto_top_up_failed_at" is null;--> statement-breakpoint
SELECT audit_table('account_top_up_attempts');
