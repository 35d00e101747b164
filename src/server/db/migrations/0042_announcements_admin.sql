-- Announcements administration (issue 17): announcement types, and announcements as a resource of the engine (a
-- code key, a type, an audience, validity by Jakarta dates, version and who changed them).
CREATE TABLE "mst_announcement_types" (
	"annt_code" varchar(32) PRIMARY KEY NOT NULL,
	"desc_en" varchar(256) NOT NULL,
	"desc_id" varchar(256) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "mst_announcement_types" ("annt_code","desc_en","desc_id","created_by","updated_by") VALUES
	('INFO','Information','Informasi','MIGRATION','MIGRATION'),
	('MAINTENANCE','Planned maintenance','Pemeliharaan terjadwal','MIGRATION','MIGRATION'),
	('POLICY','Policy and terms','Kebijakan dan ketentuan','MIGRATION','MIGRATION')
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "canu_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "canu_id" TYPE varchar(20) USING 'ANN' || "canu_id"::text;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "announcements_canu_id_seq";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "annt_code" varchar(32) DEFAULT 'INFO' NOT NULL REFERENCES "mst_announcement_types"("annt_code");--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "annt_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "audience" varchar(16) DEFAULT 'ALL' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "valid_from" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "valid_from" TYPE date USING ("valid_from" AT TIME ZONE 'Asia/Jakarta')::date;--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "valid_to" TYPE date USING ("valid_to" AT TIME ZONE 'Asia/Jakarta')::date;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "created_by" varchar(35);--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "updated_by" varchar(35);--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_status_ck" CHECK ("canu_status" in ('A','I'));--> statement-breakpoint
CREATE INDEX "announcements_valid_idx" ON "announcements" ("canu_status","valid_from");
