-- Background reports (issue 17): a run of a catalogue report by a user, made by the pg-boss worker, and its files
-- (XLSX and PDF) in chunks of 1 MiB so neither the worker nor a download holds a whole file. docs/decisions/0025-reports.md.
CREATE TABLE "report_runs" (
	"run_id" serial PRIMARY KEY NOT NULL,
	"report_id" varchar(32) NOT NULL,
	"usr_id" varchar(35) NOT NULL,
	"accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"platform" boolean NOT NULL,
	"params" jsonb NOT NULL,
	"status" varchar(8) DEFAULT 'QUEUED' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"percent" integer DEFAULT 0 NOT NULL,
	"xlsx_bytes" bigint,
	"pdf_bytes" bigint,
	"pdf_capped" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "report_runs_status_ck" CHECK ("status" in ('QUEUED','RUNNING','DONE','FAILED','EXPIRED')),
	CONSTRAINT "report_runs_percent_ck" CHECK ("percent" between 0 and 100)
);
--> statement-breakpoint
CREATE INDEX "report_runs_user_idx" ON "report_runs" ("usr_id","created_at" DESC,"run_id" DESC);--> statement-breakpoint
CREATE INDEX "report_runs_open_idx" ON "report_runs" ("status","created_at") WHERE "status" in ('QUEUED','RUNNING');--> statement-breakpoint
CREATE INDEX "report_runs_expiry_idx" ON "report_runs" ("expires_at") WHERE "status" = 'DONE';--> statement-breakpoint
CREATE TABLE "report_files" (
	"run_id" integer NOT NULL REFERENCES "report_runs"("run_id") ON DELETE cascade,
	"kind" varchar(4) NOT NULL,
	"seq" integer NOT NULL,
	"data" bytea NOT NULL,
	CONSTRAINT "report_files_pk" PRIMARY KEY("run_id","kind","seq"),
	CONSTRAINT "report_files_kind_ck" CHECK ("kind" in ('xlsx','pdf'))
);
