CREATE TABLE "insurers" (
	"insurer_id" varchar(20) PRIMARY KEY NOT NULL,
	"insurer_name" varchar(120) NOT NULL,
	"npwp" varchar(32),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_rates" (
	"goods_type" varchar(32) PRIMARY KEY NOT NULL,
	"goods_name" varchar(120) NOT NULL,
	"rate_basis" varchar(3) DEFAULT 'PCT' NOT NULL,
	"rate" numeric(8, 4) NOT NULL,
	"min_premium_idr" numeric(15, 2) NOT NULL,
	"min_premium_usd" numeric(15, 2) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "insurance_rates_basis_ck" CHECK ("rate_basis" in ('PCT','PML')),
	CONSTRAINT "insurance_rates_positive_ck" CHECK ("rate" > 0 AND "min_premium_idr" >= 0 AND "min_premium_usd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insurance_applications" (
	"app_id" varchar(20) PRIMARY KEY NOT NULL,
	"job_id" varchar(20) NOT NULL REFERENCES "jobs"("job_id"),
	"applicant_accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"insurer_id" varchar(20) NOT NULL REFERENCES "insurers"("insurer_id"),
	"goods_type" varchar(32) NOT NULL REFERENCES "insurance_rates"("goods_type"),
	"goods_desc" varchar(500),
	"route" varchar(1000) NOT NULL,
	"currency" char(3) NOT NULL,
	"cargo_value" numeric(15, 2) NOT NULL,
	"rate_basis" varchar(3) NOT NULL,
	"rate" numeric(8, 4) NOT NULL,
	"min_premium" numeric(15, 2) NOT NULL,
	"premium" numeric(15, 2) NOT NULL,
	"state" varchar(3) DEFAULT 'REQ' NOT NULL,
	"reason" varchar(500),
	"policy_no" varchar(32),
	"applied_by" varchar(35) NOT NULL,
	"decided_by" varchar(35),
	"decided_at" timestamp with time zone,
	"billed_doc_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "insurance_applications_state_ck" CHECK ("state" in ('REQ','APR','REJ','CAN')),
	CONSTRAINT "insurance_applications_currency_ck" CHECK ("currency" in ('IDR','USD')),
	CONSTRAINT "insurance_applications_value_ck" CHECK ("cargo_value" > 0 AND "premium" >= 0),
	CONSTRAINT "insurance_applications_policy_ck" CHECK (("state" = 'APR') = ("policy_no" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_applications_policy_uq" ON "insurance_applications" USING btree ("policy_no");--> statement-breakpoint
CREATE INDEX "insurance_applications_applicant_idx" ON "insurance_applications" USING btree ("applicant_accn_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "insurance_applications_job_idx" ON "insurance_applications" USING btree ("job_id");--> statement-breakpoint
ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_account_ck";--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_ck" CHECK ("ledger_lines"."account_code" in ('RECEIVABLE','PAYABLE','FEE_REVENUE','VAT_OUTPUT','STAMP_DUTY_PAYABLE','WHT_PREPAID','GATEWAY_CLEARING','BANK','UNALLOCATED_RECEIPTS','CREDIT_LINE','CREDIT_RESERVED','CREDIT_DRAWN','INSURANCE_PAYABLE'));--> statement-breakpoint
INSERT INTO "insurers" ("insurer_id", "insurer_name", "npwp") VALUES
	('JASINDO', 'PT Asuransi Jasa Indonesia', '01.001.618.1-093.000'),
	('SINARMAS', 'PT Asuransi Sinar Mas', '01.306.452.7-054.000'),
	('ASKRINDO', 'PT Asuransi Kredit Indonesia', '01.002.544.8-093.000');--> statement-breakpoint
INSERT INTO "insurance_rates" ("goods_type", "goods_name", "rate_basis", "rate", "min_premium_idr", "min_premium_usd") VALUES
	('GENERAL', 'General cargo', 'PCT', 0.1000, 150000.00, 10.00),
	('ELECTRONICS', 'Electronics', 'PCT', 0.2500, 250000.00, 17.00),
	('CHEMICALS', 'Chemicals (non-hazardous)', 'PCT', 0.3500, 350000.00, 23.00),
	('FOODSTUFF', 'Foodstuff', 'PCT', 0.1500, 150000.00, 10.00),
	('MACHINERY', 'Machinery and spare parts', 'PML', 2.0000, 200000.00, 13.00),
	('TEXTILES', 'Textiles and garments', 'PML', 1.2000, 150000.00, 10.00);
