CREATE TABLE "club_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"dkim_private_key_sealed" text NOT NULL,
	"spf_status" text DEFAULT 'pending' NOT NULL,
	"dkim_status" text DEFAULT 'pending' NOT NULL,
	"dmarc_status" text DEFAULT 'pending' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"last_results" jsonb,
	"last_checked_at" timestamp with time zone,
	"postmark_domain_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"member_id" uuid,
	"email" text NOT NULL,
	"name" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"outbox_id" uuid,
	"provider_message_id" text,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"body_html" text NOT NULL,
	"builtin_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"template_id" uuid,
	"subject" text NOT NULL,
	"body_html" text NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"recipient_count" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "bulk_mail_unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "stream" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "club_id" uuid;--> statement-breakpoint
ALTER TABLE "club_domains" ADD CONSTRAINT "club_domains_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_template_id_message_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."message_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_domains_club_idx" ON "club_domains" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_message_member_idx" ON "message_recipients" USING btree ("message_id","member_id");--> statement-breakpoint
CREATE INDEX "message_recipients_message_status_idx" ON "message_recipients" USING btree ("message_id","status");--> statement-breakpoint
CREATE INDEX "message_recipients_outbox_idx" ON "message_recipients" USING btree ("outbox_id") WHERE "message_recipients"."outbox_id" is not null;--> statement-breakpoint
CREATE INDEX "message_recipients_provider_idx" ON "message_recipients" USING btree ("provider_message_id") WHERE "message_recipients"."provider_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_club_name_idx" ON "message_templates" USING btree ("club_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "message_templates_club_builtin_idx" ON "message_templates" USING btree ("club_id","builtin_key") WHERE "message_templates"."builtin_key" is not null;--> statement-breakpoint
CREATE INDEX "messages_club_created_idx" ON "messages" USING btree ("club_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("scheduled_at") WHERE "messages"."status" in ('scheduled', 'sending');
--> statement-breakpoint
SELECT audit_table('message_templates');--> statement-breakpoint
SELECT audit_table('messages');--> statement-breakpoint
SELECT audit_table('club_domains');
