-- Issue 15: tax reports. Every new tax invoice of a period goes into one report holding its e-Faktur CSV (range
-- mode) and its Coretax XML; an exported invoice names its report (tax_invoices.report_id).
CREATE TABLE "tax_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"report_name" varchar(32) NOT NULL,
	"no_records" integer NOT NULL,
	"period_from" date,
	"period_to" date,
	"origin" varchar(8) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"csv_file" bytea,
	"xml_file" bytea NOT NULL,
	"downloaded_by" varchar(35),
	"downloaded_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tax_reports_status_ck" CHECK ("tax_reports"."status" in ('A','D','C')),
	CONSTRAINT "tax_reports_origin_ck" CHECK ("tax_reports"."origin" in ('MANUAL','DAILY')),
	CONSTRAINT "tax_reports_cancel_ck" CHECK (("tax_reports"."status" = 'C') = ("tax_reports"."cancel_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_report_id_tax_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."tax_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_reports_name_uq" ON "tax_reports" USING btree ("report_name");--> statement-breakpoint
CREATE INDEX "tax_reports_created_idx" ON "tax_reports" USING btree ("created_at" DESC NULLS FIRST,"id");
