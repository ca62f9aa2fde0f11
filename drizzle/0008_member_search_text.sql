DROP INDEX "members_search_idx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(membership_number, ''))) STORED;--> statement-breakpoint
CREATE INDEX "members_search_idx" ON "members" USING gin ("search_text" gin_trgm_ops);