-- Issue 14, paying out: the payout frequency of a contract, the companies' bank accounts (maker-checker) and the
-- payouts of the operators' debit notes with their documents and bank transfers.
ALTER TABLE "contracts" ADD COLUMN "payout_frequency" varchar(10) DEFAULT 'IMMEDIATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_payout_frequency_ck" CHECK ("contracts"."payout_frequency" in ('IMMEDIATE','WEEKLY','MONTHLY'));--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"bank_acct_id" bigserial PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"bank_code" varchar(3) NOT NULL,
	"account_no" varchar(20) NOT NULL,
	"holder_name" varchar(100) NOT NULL,
	"bank_holder_name" varchar(100) NOT NULL,
	"currency" char(3) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"state" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"replaces_id" bigint,
	"proposed_by" varchar(35) NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" varchar(35),
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bank_accounts_state_ck" CHECK ("bank_accounts"."state" in ('PENDING','VERIFIED','REJECTED','REPLACED')),
	CONSTRAINT "bank_accounts_account_no_ck" CHECK ("bank_accounts"."account_no" ~ '^[0-9]{5,20}$'),
	CONSTRAINT "bank_accounts_checker_ck" CHECK ("bank_accounts"."decided_by" is null or "bank_accounts"."decided_by" <> "bank_accounts"."proposed_by")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_replaces_id_bank_accounts_bank_acct_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."bank_accounts"("bank_acct_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_default_uq" ON "bank_accounts" USING btree ("accn_id","currency") WHERE "bank_accounts"."is_default" and "bank_accounts"."state" = 'VERIFIED';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_verified_uq" ON "bank_accounts" USING btree ("accn_id","bank_code","account_no","currency") WHERE "bank_accounts"."state" = 'VERIFIED';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_pending_change_uq" ON "bank_accounts" USING btree ("replaces_id") WHERE "bank_accounts"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "bank_accounts_company_idx" ON "bank_accounts" USING btree ("accn_id","state");--> statement-breakpoint
CREATE INDEX "bank_accounts_state_idx" ON "bank_accounts" USING btree ("state","proposed_at");--> statement-breakpoint
CREATE TABLE "payouts" (
	"payout_id" bigserial PRIMARY KEY NOT NULL,
	"payout_no" varchar(24) NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"currency" char(3) NOT NULL,
	"frequency" varchar(10) NOT NULL,
	"period_start" date NOT NULL,
	"status" varchar(8) DEFAULT 'NEW' NOT NULL,
	"gross" numeric(15, 2) NOT NULL,
	"netting" numeric(15, 2) NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"bank_acct_id" bigint,
	"verified_by" varchar(35),
	"verified_at" timestamp with time zone,
	"approved_by" varchar(35),
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"journal_id" bigint,
	"last_failure_reason" varchar(200),
	"last_failed_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payouts_status_ck" CHECK ("payouts"."status" in ('NEW','VER','APP','PAYING','PAID')),
	CONSTRAINT "payouts_frequency_ck" CHECK ("payouts"."frequency" in ('IMMEDIATE','WEEKLY','MONTHLY')),
	CONSTRAINT "payouts_amount_ck" CHECK ("payouts"."amount" = "payouts"."gross" - "payouts"."netting" and "payouts"."amount" > 0),
	CONSTRAINT "payouts_checker_ck" CHECK ("payouts"."approved_by" is null or "payouts"."approved_by" <> "payouts"."verified_by")
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_acct_id_bank_accounts_bank_acct_id_fk" FOREIGN KEY ("bank_acct_id") REFERENCES "public"."bank_accounts"("bank_acct_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_journal_id_ledger_journals_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("journal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_no_uq" ON "payouts" USING btree ("payout_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_open_batch_uq" ON "payouts" USING btree ("accn_id","currency","frequency","period_start") WHERE "payouts"."status" = 'NEW';--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payouts_company_idx" ON "payouts" USING btree ("accn_id","status");--> statement-breakpoint
CREATE TABLE "payout_items" (
	"payout_id" bigint NOT NULL,
	"doc_id" bigint NOT NULL,
	"payment_id" varchar(32) NOT NULL,
	"doc_type" varchar(8) NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	CONSTRAINT "payout_items_payout_id_doc_id_pk" PRIMARY KEY("payout_id","doc_id"),
	CONSTRAINT "payout_items_type_ck" CHECK ("payout_items"."doc_type" in ('DN_TO','PF_TO'))
);
--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_payout_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("payout_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_doc_id_money_documents_doc_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."money_documents"("doc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payment_id_job_payments_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."job_payments"("payment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_doc_uq" ON "payout_items" USING btree ("doc_id");--> statement-breakpoint
CREATE TABLE "payout_transfers" (
	"transfer_id" bigserial PRIMARY KEY NOT NULL,
	"payout_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"seq" integer NOT NULL,
	"reference" varchar(40) NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"status" varchar(8) DEFAULT 'NEW' NOT NULL,
	"bank_reference" varchar(64),
	"response_code" varchar(7),
	"reason" varchar(64),
	"sent_at" timestamp with time zone,
	CONSTRAINT "payout_transfers_status_ck" CHECK ("payout_transfers"."status" in ('NEW','SENT','FAILED')),
	CONSTRAINT "payout_transfers_amount_ck" CHECK ("payout_transfers"."amount" > 0 and "payout_transfers"."amount" <= 250000000)
);
--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_payout_id_payouts_payout_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("payout_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_reference_uq" ON "payout_transfers" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payout_transfers_payout_idx" ON "payout_transfers" USING btree ("payout_id","attempt","seq");
