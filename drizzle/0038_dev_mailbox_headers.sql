ALTER TABLE "dev_mailbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "dev_mailbox" ADD COLUMN "club_id" uuid;