ALTER TABLE "refunds" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_status" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gateway_reference_unique" UNIQUE("gateway_reference");