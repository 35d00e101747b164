CREATE TABLE "job_uploads" (
	"upload_id" uuid PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"usr_id" varchar(35) NOT NULL,
	"file_name" varchar(128) NOT NULL,
	"file_size" integer NOT NULL,
	"row_count" integer NOT NULL,
	"good_count" integer NOT NULL,
	"bad_count" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_uploads_status_ck" CHECK ("job_uploads"."status" in ('DONE','FAILED'))
);
--> statement-breakpoint
ALTER TABLE "job_uploads" ADD CONSTRAINT "job_uploads_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_uploads_accn_idx" ON "job_uploads" USING btree ("accn_id","created_at" DESC NULLS FIRST,"upload_id" DESC NULLS FIRST);