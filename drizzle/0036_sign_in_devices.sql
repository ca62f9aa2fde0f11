CREATE TABLE "sign_in_device" (
	"device_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_device_device_hash_user_id_pk" PRIMARY KEY("device_hash","user_id")
);
--> statement-breakpoint
ALTER TABLE "sign_in_device" ADD CONSTRAINT "sign_in_device_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_device_user_id_idx" ON "sign_in_device" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_failure_email_ip_created_idx" ON "sign_in_failure" USING btree ("email","ip_address","created_at");