CREATE TABLE "bill_approval_links" (
	"link_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" varchar(20) NOT NULL,
	"bill_version" integer NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"usr_id" varchar(35) NOT NULL,
	"role" varchar(32) NOT NULL,
	"valid_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_verb" varchar(16)
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series" varchar(8) NOT NULL,
	"year" integer NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "document_series_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "job_bill_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"reimbursement_type" varchar(32),
	"description" varchar(256) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"receipt_att_id" uuid,
	CONSTRAINT "job_bill_lines_kind_ck" CHECK ("job_bill_lines"."kind" in ('TRIP','REIMBURSEMENT','ADDITIONAL')),
	CONSTRAINT "job_bill_lines_amount_ck" CHECK ("job_bill_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "job_bills" (
	"bill_id" bigserial PRIMARY KEY NOT NULL,
	"job_id" varchar(20) NOT NULL,
	"bill_version" integer NOT NULL,
	"state" varchar(8) DEFAULT 'BILLED' NOT NULL,
	"currency" char(3) NOT NULL,
	"trip_charges" numeric(15, 2) NOT NULL,
	"reimbursement_total" numeric(15, 2) NOT NULL,
	"additional_total" numeric(15, 2) NOT NULL,
	"total" numeric(15, 2) NOT NULL,
	"invoice_no" varchar(35) NOT NULL,
	"invoice_att_id" uuid NOT NULL,
	"billed_by" varchar(35) NOT NULL,
	"billed_at" timestamp with time zone NOT NULL,
	"verified_by" varchar(35),
	"verified_at" timestamp with time zone,
	"acknowledged_by" varchar(35),
	"acknowledged_at" timestamp with time zone,
	"approved_by" varchar(35),
	"approved_at" timestamp with time zone,
	"rejected_by" varchar(35),
	"rejected_at" timestamp with time zone,
	"reject_reason" text,
	CONSTRAINT "job_bills_state_ck" CHECK ("job_bills"."state" in ('BILLED','VER_BILL','ACK_BILL','APP_BILL','REJ_BILL'))
);
--> statement-breakpoint
CREATE TABLE "job_doc_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" varchar(20) NOT NULL,
	"bill_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"att_id" uuid NOT NULL,
	"state" varchar(16) DEFAULT 'NOT_VERIFIED' NOT NULL,
	"remarks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" varchar(35),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_doc_verifications_state_ck" CHECK ("job_doc_verifications"."state" in ('NOT_VERIFIED','PENDING_RETURN','VERIFIED'))
);
--> statement-breakpoint
CREATE TABLE "job_payments" (
	"payment_id" varchar(32) PRIMARY KEY NOT NULL,
	"job_id" varchar(20) NOT NULL,
	"doc_id" bigint NOT NULL,
	"direction" varchar(3) NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"currency" char(3) NOT NULL,
	"billing_date" date NOT NULL,
	"due_date" date NOT NULL,
	"paid_date" date,
	"status" varchar(8) DEFAULT 'NEW' NOT NULL,
	CONSTRAINT "job_payments_direction_ck" CHECK ("job_payments"."direction" in ('IN','OUT')),
	CONSTRAINT "job_payments_status_ck" CHECK ("job_payments"."status" in ('NEW','PAYING','PAID','CAN','VER','APP'))
);
--> statement-breakpoint
CREATE TABLE "money_documents" (
	"doc_id" bigserial PRIMARY KEY NOT NULL,
	"doc_no" varchar(24) NOT NULL,
	"doc_type" varchar(8) NOT NULL,
	"job_id" varchar(20) NOT NULL,
	"bill_id" bigint NOT NULL,
	"from_accn_id" varchar(20) NOT NULL,
	"to_accn_id" varchar(20) NOT NULL,
	"currency" char(3) NOT NULL,
	"subtotal" numeric(15, 2) NOT NULL,
	"tax_base" numeric(15, 2) NOT NULL,
	"vat" numeric(15, 2) NOT NULL,
	"withholding" numeric(15, 2) NOT NULL,
	"stamp_duty" numeric(15, 2) NOT NULL,
	"total" numeric(15, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_date" date NOT NULL,
	"verify_code" varchar(32) NOT NULL,
	CONSTRAINT "money_documents_type_ck" CHECK ("money_documents"."doc_type" in ('DN_TO','DN_CO','PF_CO','PF_TO'))
);
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_state_ck";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "customer_withholding_pct" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "to_withholding_pct" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "bill_approval_links" ADD CONSTRAINT "bill_approval_links_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bill_lines" ADD CONSTRAINT "job_bill_lines_bill_id_job_bills_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."job_bills"("bill_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bill_lines" ADD CONSTRAINT "job_bill_lines_receipt_att_id_attachments_att_id_fk" FOREIGN KEY ("receipt_att_id") REFERENCES "public"."attachments"("att_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bills" ADD CONSTRAINT "job_bills_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bills" ADD CONSTRAINT "job_bills_invoice_att_id_attachments_att_id_fk" FOREIGN KEY ("invoice_att_id") REFERENCES "public"."attachments"("att_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_doc_verifications" ADD CONSTRAINT "job_doc_verifications_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_doc_verifications" ADD CONSTRAINT "job_doc_verifications_bill_id_job_bills_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."job_bills"("bill_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_doc_verifications" ADD CONSTRAINT "job_doc_verifications_att_id_attachments_att_id_fk" FOREIGN KEY ("att_id") REFERENCES "public"."attachments"("att_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_payments" ADD CONSTRAINT "job_payments_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_payments" ADD CONSTRAINT "job_payments_doc_id_money_documents_doc_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."money_documents"("doc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_bill_id_job_bills_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."job_bills"("bill_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_from_accn_id_accounts_accn_id_fk" FOREIGN KEY ("from_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_documents" ADD CONSTRAINT "money_documents_to_accn_id_accounts_accn_id_fk" FOREIGN KEY ("to_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_approval_links_job_idx" ON "bill_approval_links" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_bill_lines_seq_uq" ON "job_bill_lines" USING btree ("bill_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "job_bills_version_uq" ON "job_bills" USING btree ("job_id","bill_version");--> statement-breakpoint
CREATE INDEX "job_bills_billed_idx" ON "job_bills" USING btree ("billed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_doc_verifications_uq" ON "job_doc_verifications" USING btree ("bill_id","kind","att_id");--> statement-breakpoint
CREATE INDEX "job_doc_verifications_job_idx" ON "job_doc_verifications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_payments_job_idx" ON "job_payments" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_documents_no_uq" ON "money_documents" USING btree ("doc_no");--> statement-breakpoint
CREATE UNIQUE INDEX "money_documents_bill_type_uq" ON "money_documents" USING btree ("bill_id","doc_type");--> statement-breakpoint
CREATE INDEX "money_documents_job_idx" ON "money_documents" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_billing_state_idx" ON "jobs" USING btree ("job_state","updated_at" DESC NULLS FIRST) WHERE "jobs"."job_state" in ('BILLED','VER_BILL','ACK_BILL','APP_BILL','REJ_BILL');--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_state_ck" CHECK ("jobs"."job_state" in ('DRF','SUB','ACP','ASG','ONGOING','PAUSED','DLV','REJ','CAN','DEL','BILLED','VER_BILL','ACK_BILL','APP_BILL','REJ_BILL'));