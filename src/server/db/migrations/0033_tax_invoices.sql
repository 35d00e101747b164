-- Issue 15, part 2: tax invoices (one per taxable money document, made at the bill's approval), their lines in integer
-- minor units, and the contract flag for freight forwarding with a separate freight component (code 05, 1.1 %).
ALTER TABLE "contracts" ADD COLUMN "freight_forwarding_vat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"doc_id" bigint NOT NULL,
	"service" varchar(8) NOT NULL,
	"invoice_no" varchar(24) NOT NULL,
	"job_id" varchar(20) NOT NULL,
	"invoice_issue_date" date NOT NULL,
	"tax_no" varchar(19),
	"numbering" varchar(8) NOT NULL,
	"awaiting_number" boolean DEFAULT false NOT NULL,
	"customer" varchar(20) NOT NULL,
	"buyer_tin" char(16),
	"buyer_tku" char(22),
	"trx_code" char(2) NOT NULL,
	"facility_ref" varchar(40),
	"currency" char(3) NOT NULL,
	"tax_base" bigint NOT NULL,
	"other_tax_base" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"status" char(1) DEFAULT 'N' NOT NULL,
	"replacement_code" char(1) DEFAULT '0' NOT NULL,
	"replaces_id" bigint,
	"report_id" bigint,
	"completed_att_id" uuid,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tax_invoices_status_ck" CHECK ("tax_invoices"."status" in ('N','E','C','X','R')),
	CONSTRAINT "tax_invoices_numbering_ck" CHECK ("tax_invoices"."numbering" in ('RANGE','CORETAX')),
	CONSTRAINT "tax_invoices_code_ck" CHECK ("tax_invoices"."trx_code" in ('04','05','08')),
	CONSTRAINT "tax_invoices_replacement_ck" CHECK (("tax_invoices"."replacement_code" = '1') = ("tax_invoices"."replaces_id" is not null)),
	CONSTRAINT "tax_invoices_awaiting_ck" CHECK (not "tax_invoices"."awaiting_number" or "tax_invoices"."tax_no" is null),
	CONSTRAINT "tax_invoices_completed_ck" CHECK ("tax_invoices"."status" <> 'C' or ("tax_invoices"."completed_att_id" is not null and "tax_invoices"."tax_no" is not null))
);
--> statement-breakpoint
CREATE TABLE "tax_invoice_lines" (
	"invoice_id" bigint NOT NULL,
	"no" integer NOT NULL,
	"name" text NOT NULL,
	"unit" varchar(16) NOT NULL,
	"price" bigint NOT NULL,
	"qty" integer NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"tax_base" bigint NOT NULL,
	"other_tax_base" bigint NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat" bigint NOT NULL,
	CONSTRAINT "tax_invoice_lines_invoice_id_no_pk" PRIMARY KEY("invoice_id","no")
);
--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_doc_id_money_documents_doc_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."money_documents"("doc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_customer_accounts_accn_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_replaces_id_tax_invoices_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_completed_att_id_attachments_att_id_fk" FOREIGN KEY ("completed_att_id") REFERENCES "public"."attachments"("att_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoice_lines" ADD CONSTRAINT "tax_invoice_lines_invoice_id_tax_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_tax_no_uq" ON "tax_invoices" USING btree ("tax_no") WHERE "tax_invoices"."status" not in ('X','R');--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_doc_uq" ON "tax_invoices" USING btree ("doc_id") WHERE "tax_invoices"."status" not in ('X','R');--> statement-breakpoint
CREATE INDEX "tax_invoices_created_idx" ON "tax_invoices" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "tax_invoices_status_idx" ON "tax_invoices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "tax_invoices_customer_idx" ON "tax_invoices" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "tax_invoices_report_idx" ON "tax_invoices" USING btree ("report_id");
