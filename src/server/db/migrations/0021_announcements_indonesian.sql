ALTER TABLE "announcements" ADD COLUMN "canu_subject_id" varchar(256);--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "canu_description_id" varchar(1024);--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "canu_content_id" text;