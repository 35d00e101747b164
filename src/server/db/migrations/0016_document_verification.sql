ALTER TABLE "attachments" ADD COLUMN "verify_state" varchar(12) DEFAULT 'NOT_VERIFIED' NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "verify_reason" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "verified_by" varchar(35);--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "verified_at" timestamp with time zone;