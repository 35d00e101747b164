-- Issue 15, part 3: the AR report batches and the Sage 300 export batches, with the Sage codes and GL accounts.
CREATE TABLE "sage_gl_accounts" (
	"charge_type" varchar(16) PRIMARY KEY NOT NULL,
	"gl_account" varchar(45) NOT NULL,
	"updated_by" varchar(35) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sage_gl_accounts_type_ck" CHECK ("sage_gl_accounts"."charge_type" in ('TRIP','REIMBURSEMENT','ADDITIONAL','PLATFORM_FEE','VAT_OUT','STAMP_DUTY','WHT_PREPAID','BANK','AP_CONTROL','AR_CONTROL'))
);
--> statement-breakpoint
CREATE TABLE "sage_company_codes" (
	"accn_id" varchar(20) PRIMARY KEY NOT NULL REFERENCES "accounts"("accn_id"),
	"customer_code" varchar(12),
	"vendor_code" varchar(12),
	"updated_by" varchar(35) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sage_company_codes_customer_uq" ON "sage_company_codes" USING btree ("customer_code") WHERE "customer_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sage_company_codes_vendor_uq" ON "sage_company_codes" USING btree ("vendor_code") WHERE "vendor_code" is not null;--> statement-breakpoint
CREATE TABLE "sage_batches" (
	"batch_id" bigserial PRIMARY KEY NOT NULL,
	"batch_no" varchar(24) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" varchar(10) DEFAULT 'GENERATED' NOT NULL,
	"records" integer NOT NULL,
	"created_by" varchar(35) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"downloaded_by" varchar(35),
	"downloaded_at" timestamp with time zone,
	"imported_by" varchar(35),
	"imported_at" timestamp with time zone,
	CONSTRAINT "sage_batches_status_ck" CHECK ("sage_batches"."status" in ('GENERATED','DOWNLOADED','IMPORTED')),
	CONSTRAINT "sage_batches_period_ck" CHECK ("sage_batches"."period_end" >= "sage_batches"."period_start")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sage_batches_period_uq" ON "sage_batches" USING btree ("period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "sage_batches_no_uq" ON "sage_batches" USING btree ("batch_no");--> statement-breakpoint
-- Each document, receipt and payout goes into exactly one batch.
CREATE TABLE "sage_batch_items" (
	"batch_id" bigint NOT NULL REFERENCES "sage_batches"("batch_id"),
	"item_type" varchar(8) NOT NULL,
	"ref_id" varchar(24) NOT NULL,
	CONSTRAINT "sage_batch_items_pk" PRIMARY KEY("item_type","ref_id"),
	CONSTRAINT "sage_batch_items_type_ck" CHECK ("sage_batch_items"."item_type" in ('DOC','PAYIN','PAYOUT'))
);
--> statement-breakpoint
CREATE INDEX "sage_batch_items_batch_idx" ON "sage_batch_items" USING btree ("batch_id");--> statement-breakpoint
CREATE TABLE "ar_reports" (
	"report_id" bigserial PRIMARY KEY NOT NULL,
	"batch" varchar(24) NOT NULL,
	"report_name" varchar(80) NOT NULL,
	"records" integer NOT NULL,
	"start_period" date NOT NULL,
	"end_period" date NOT NULL,
	"status" varchar(10) DEFAULT 'GENERATED' NOT NULL,
	"created_by" varchar(35) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ar_reports_status_ck" CHECK ("ar_reports"."status" in ('GENERATED','DOWNLOADED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ar_reports_batch_uq" ON "ar_reports" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "ar_reports_created_idx" ON "ar_reports" USING btree ("created_at" DESC,"report_id" DESC);
