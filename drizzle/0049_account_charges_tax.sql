ALTER TABLE "account_movements" ADD COLUMN "tax_name" text;--> statement-breakpoint
ALTER TABLE "account_movements" ADD COLUMN "tax_percent" numeric(9, 6) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_movements" ADD COLUMN "tax_kind" text DEFAULT 'standard' NOT NULL;