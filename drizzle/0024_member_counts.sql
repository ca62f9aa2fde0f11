CREATE TABLE "member_counts" (
	"club_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"membership_status" text NOT NULL,
	"day" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_counts_pk" PRIMARY KEY("club_id","kind","membership_status","day")
);
