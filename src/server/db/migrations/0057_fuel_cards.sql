-- Fuel cards and fuel invoicing (issue 19; docs/decisions/0039-fuel-cards.md).
CREATE TABLE "fuel_cards" (
	"card_id" bigserial PRIMARY KEY NOT NULL,
	"card_no" char(16) NOT NULL,
	"accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"truck_id" varchar(20) REFERENCES "trucks"("truck_id"),
	"driver_id" varchar(20) REFERENCES "drivers"("driver_id"),
	"daily_limit" bigint NOT NULL,
	"monthly_limit" bigint NOT NULL,
	"status" varchar(3) DEFAULT 'ACT' NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "fuel_cards_no_ck" CHECK ("card_no" ~ '^[0-9]{16}$'),
	CONSTRAINT "fuel_cards_status_ck" CHECK ("status" in ('ACT','BLK','EXP','CAN')),
	CONSTRAINT "fuel_cards_limits_ck" CHECK ("daily_limit" > 0 and "monthly_limit" > 0 and "daily_limit" <= "monthly_limit"),
	CONSTRAINT "fuel_cards_one_holder_ck" CHECK (not ("truck_id" is not null and "driver_id" is not null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_cards_no_uq" ON "fuel_cards" ("card_no");--> statement-breakpoint
CREATE INDEX "fuel_cards_accn_idx" ON "fuel_cards" ("accn_id");--> statement-breakpoint
CREATE TABLE "fuel_card_assignments" (
	"asg_id" bigserial PRIMARY KEY NOT NULL,
	"card_id" bigint NOT NULL REFERENCES "fuel_cards"("card_id"),
	"truck_id" varchar(20) REFERENCES "trucks"("truck_id"),
	"driver_id" varchar(20) REFERENCES "drivers"("driver_id"),
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"assigned_by" varchar(35) NOT NULL,
	CONSTRAINT "fuel_card_assignments_holder_ck" CHECK (("truck_id" is null) <> ("driver_id" is null)),
	CONSTRAINT "fuel_card_assignments_period_ck" CHECK ("valid_to" is null or "valid_to" > "valid_from")
);--> statement-breakpoint
CREATE INDEX "fuel_card_assignments_card_idx" ON "fuel_card_assignments" ("card_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_card_assignments_open_uq" ON "fuel_card_assignments" ("card_id") WHERE "valid_to" is null;--> statement-breakpoint
CREATE TABLE "fuel_statements" (
	"stmt_id" bigserial PRIMARY KEY NOT NULL,
	"period" char(7) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"file_sha256" char(64) NOT NULL,
	"line_count" integer NOT NULL,
	"total_amount" bigint NOT NULL,
	"imported_by" varchar(35) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fuel_statements_period_ck" CHECK ("period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_statements_period_uq" ON "fuel_statements" ("period");--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_statements_sha_uq" ON "fuel_statements" ("file_sha256");--> statement-breakpoint
CREATE TABLE "fuel_statement_lines" (
	"line_id" bigserial PRIMARY KEY NOT NULL,
	"stmt_id" bigint NOT NULL REFERENCES "fuel_statements"("stmt_id"),
	"row_no" integer NOT NULL,
	"card_no" char(16) NOT NULL,
	"txn_at" timestamp with time zone NOT NULL,
	"station" varchar(120) NOT NULL,
	"product" varchar(60) NOT NULL,
	"litres" numeric(12, 3) NOT NULL,
	"amount" bigint NOT NULL,
	"card_id" bigint REFERENCES "fuel_cards"("card_id"),
	"accn_id" varchar(20) REFERENCES "accounts"("accn_id"),
	"truck_id" varchar(20) REFERENCES "trucks"("truck_id"),
	"driver_id" varchar(20) REFERENCES "drivers"("driver_id"),
	"unmatched" varchar(12),
	CONSTRAINT "fuel_statement_lines_unmatched_ck" CHECK ("unmatched" is null or "unmatched" in ('UNKNOWN_CARD','NOT_ASSIGNED')),
	CONSTRAINT "fuel_statement_lines_matched_ck" CHECK (("unmatched" is null) = ("accn_id" is not null)),
	CONSTRAINT "fuel_statement_lines_amount_ck" CHECK ("amount" > 0 and "litres" > 0)
);--> statement-breakpoint
CREATE INDEX "fuel_statement_lines_stmt_idx" ON "fuel_statement_lines" ("stmt_id","accn_id");--> statement-breakpoint
-- The fuel invoice is a money document (doc_type FUEL): no job, no bill; paid like the others (job_payments).
ALTER TABLE "money_documents" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "money_documents" ALTER COLUMN "bill_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "money_documents" DROP CONSTRAINT "money_documents_type_ck";--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_type_ck" CHECK ("doc_type" in ('DN_TO','DN_CO','PF_CO','PF_TO','FUEL'));--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_job_ck" CHECK (("doc_type" = 'FUEL') = ("job_id" is null) and ("doc_type" = 'FUEL') = ("bill_id" is null));--> statement-breakpoint
ALTER TABLE "job_payments" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
CREATE TABLE "fuel_invoices" (
	"stmt_id" bigint NOT NULL REFERENCES "fuel_statements"("stmt_id"),
	"accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"doc_id" bigint NOT NULL REFERENCES "money_documents"("doc_id"),
	"issued_by" varchar(35) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fuel_invoices_pk" PRIMARY KEY ("stmt_id","accn_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "fuel_invoices_doc_uq" ON "fuel_invoices" ("doc_id");--> statement-breakpoint
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_cause_ck";--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_cause_ck" CHECK ("ledger_journals"."cause_type" in ('BILL_APPROVED','PAYMENT_RECEIVED','PAYOUT_SENT','CREDIT_RESERVED','CREDIT_RELEASED','REVERSAL','PAYMENT_ALLOCATED','MANUAL_PAYMENT','CREDIT_USED','CREDIT_REPAID','PAYOUT_FAILED','GATEWAY_SETTLED','FUEL_INVOICED'));--> statement-breakpoint
ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_account_ck";--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_ck" CHECK ("ledger_lines"."account_code" in ('RECEIVABLE','PAYABLE','FEE_REVENUE','VAT_OUTPUT','STAMP_DUTY_PAYABLE','WHT_PREPAID','GATEWAY_CLEARING','BANK','UNALLOCATED_RECEIPTS','CREDIT_LINE','CREDIT_RESERVED','CREDIT_DRAWN','INSURANCE_PAYABLE','FUEL_PAYABLE'));
