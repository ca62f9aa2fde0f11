-- Issue 32 §5: a verified address claims its member records at sign-in. An address that a club's join page took
-- as given (decision 032) was never proved, and must not: email_unproved marks such accounts.
ALTER TABLE "user" ADD COLUMN "email_unproved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The accounts made on a join page before this column: the account and its member record were written in one
-- transaction, so both carry the transaction's now() as created_at (an invitation's account joins its club in a
-- later transaction, at its first sign-in; an owner creates a club in a request of its own).
UPDATE "user" SET "email_unproved" = true WHERE EXISTS (
  SELECT 1 FROM "members" m WHERE m."user_id" = "user"."id" AND m."created_at" = "user"."created_at"
);--> statement-breakpoint
-- The member records an account claims by its address, in any club: only the rows without an account, so that a
-- sign-in reads a few index entries, not every club's members.
CREATE INDEX "members_unlinked_email_idx" ON "members" USING btree (lower("email")) WHERE "members"."user_id" is null and "members"."email" is not null;
