CREATE TABLE "join_proofs" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"club_id" uuid NOT NULL,
	"ip_address" text,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_types" ADD COLUMN "offered_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "join_proofs" ADD CONSTRAINT "join_proofs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "join_proofs_ip_idx" ON "join_proofs" USING btree ("ip_address","used_at");--> statement-breakpoint
CREATE INDEX "join_proofs_club_idx" ON "join_proofs" USING btree ("club_id","used_at");