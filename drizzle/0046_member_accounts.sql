CREATE TABLE "account_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_after_minor" bigint NOT NULL,
	"method" text,
	"description" text NOT NULL,
	"note" text,
	"price_item_id" uuid,
	"booking_player_id" uuid,
	"gateway_reference" text,
	"payment_intent" text,
	"unmatched_payment_id" uuid,
	"competition_entry_id" uuid,
	"invoice_id" uuid,
	"refund_id" uuid,
	"refund_of_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_movements_gateway_reference_unique" UNIQUE("gateway_reference"),
	CONSTRAINT "account_movements_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "account_movements_amount_nonzero" CHECK ("account_movements"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "account_price_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_price_items_price_positive" CHECK ("account_price_items"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "member_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"last_statement_month" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "account_limit_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_account_id_member_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."member_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_price_item_id_account_price_items_id_fk" FOREIGN KEY ("price_item_id") REFERENCES "public"."account_price_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_booking_player_id_golf_booking_players_id_fk" FOREIGN KEY ("booking_player_id") REFERENCES "public"."golf_booking_players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_unmatched_payment_id_unmatched_payments_id_fk" FOREIGN KEY ("unmatched_payment_id") REFERENCES "public"."unmatched_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_competition_entry_id_competition_entries_id_fk" FOREIGN KEY ("competition_entry_id") REFERENCES "public"."competition_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_price_items" ADD CONSTRAINT "account_price_items_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD CONSTRAINT "member_accounts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_accounts" ADD CONSTRAINT "member_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_movements_account_idx" ON "account_movements" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "account_movements_club_idx" ON "account_movements" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "account_movements_refund_of_idx" ON "account_movements" USING btree ("refund_of_id") WHERE "account_movements"."refund_of_id" is not null;--> statement-breakpoint
CREATE INDEX "account_movements_entry_idx" ON "account_movements" USING btree ("competition_entry_id") WHERE "account_movements"."competition_entry_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_movements_one_charge_per_player" ON "account_movements" USING btree ("booking_player_id") WHERE "account_movements"."kind" = 'charge' and "account_movements"."booking_player_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_movements_one_keep_per_unmatched" ON "account_movements" USING btree ("unmatched_payment_id") WHERE "account_movements"."unmatched_payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "account_price_items_club_name_idx" ON "account_price_items" USING btree ("club_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_accounts_club_member_idx" ON "member_accounts" USING btree ("club_id","member_id");--> statement-breakpoint
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
SELECT audit_table('member_accounts');--> statement-breakpoint
SELECT audit_table('account_movements');--> statement-breakpoint
SELECT audit_table('account_price_items');
