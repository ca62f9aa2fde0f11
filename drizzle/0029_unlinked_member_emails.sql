-- The member records an account claims by its verified e-mail address at sign-in, in any club (issue 32 §5):
-- only the rows without an account, so that a sign-in reads a few index entries, not every club's members.
CREATE INDEX "members_unlinked_email_idx" ON "members" USING btree (lower("email")) WHERE "members"."user_id" is null and "members"."email" is not null;