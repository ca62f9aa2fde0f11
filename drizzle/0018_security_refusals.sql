CREATE TABLE "security_refusals" (
	"club_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "security_refusals_club_id_actor_minute_pk" PRIMARY KEY("club_id","actor","minute")
);
