CREATE TABLE "sign_in_invitation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_by" text,
	"to_send" integer NOT NULL,
	"with_account" integer DEFAULT 0 NOT NULL,
	"without_email" integer DEFAULT 0 NOT NULL,
	"already_invited" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"token_hash" text,
	"email" text,
	"mail_id" uuid,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"signed_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_invitation_runs" ADD CONSTRAINT "sign_in_invitation_runs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_invitation_runs" ADD CONSTRAINT "sign_in_invitation_runs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_invitations" ADD CONSTRAINT "sign_in_invitations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_invitations" ADD CONSTRAINT "sign_in_invitations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_invitations" ADD CONSTRAINT "sign_in_invitations_run_id_sign_in_invitation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."sign_in_invitation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_invitation_runs_club_idx" ON "sign_in_invitation_runs" USING btree ("club_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_invitations_member_idx" ON "sign_in_invitations" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_invitations_token_idx" ON "sign_in_invitations" USING btree ("token_hash") WHERE "sign_in_invitations"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "sign_in_invitations_unwritten_idx" ON "sign_in_invitations" USING btree ("run_id","id") WHERE "sign_in_invitations"."mail_id" is null;--> statement-breakpoint
CREATE INDEX "sign_in_invitations_club_idx" ON "sign_in_invitations" USING btree ("club_id");--> statement-breakpoint
-- The bulk action is audited (one row per invitation or resend, with its counts); its links are delivery records.
SELECT audit_table('sign_in_invitation_runs');
