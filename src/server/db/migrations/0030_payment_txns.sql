-- Issue 14, part 3: payment transactions (ClicPay one-off VAs, receipts into static VAs, manual payments) and the
-- documents each pays; static VAs (a permanent number per company, any amount, no expiry).
CREATE TABLE "payment_txns" (
	"txn_id" varchar(24) PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"method" varchar(10) NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"state" varchar(8) DEFAULT 'NEW' NOT NULL,
	"va_id" bigint REFERENCES "virtual_accounts"("va_id"),
	"receipt_journal_id" bigint REFERENCES "ledger_journals"("journal_id"),
	"bank_ref" varchar(64),
	"paid_on" date,
	"proof_att_id" uuid REFERENCES "attachments"("att_id"),
	"remarks" text,
	"notification_id" bigint REFERENCES "gateway_notifications"("notification_id"),
	"created_by" varchar(35) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_by" varchar(35),
	"verified_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_by" varchar(35),
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "payment_txns_method_ck" CHECK ("payment_txns"."method" in ('CLICPAY','STATIC_VA','MANUAL')),
	CONSTRAINT "payment_txns_state_ck" CHECK ("payment_txns"."state" in ('NEW','PAYING','PAID','CAN')),
	CONSTRAINT "payment_txns_amount_ck" CHECK ("payment_txns"."amount" > 0),
	CONSTRAINT "payment_txns_paid_ck" CHECK (("payment_txns"."state" = 'PAID') = ("payment_txns"."receipt_journal_id" is not null)),
	CONSTRAINT "payment_txns_checker_ck" CHECK ("payment_txns"."verified_by" is null or "payment_txns"."verified_by" <> "payment_txns"."created_by")
);
--> statement-breakpoint
CREATE INDEX "payment_txns_company_idx" ON "payment_txns" USING btree ("accn_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "payment_txns_state_idx" ON "payment_txns" USING btree ("state","method");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_txns_va_uq" ON "payment_txns" USING btree ("va_id") WHERE "payment_txns"."method" = 'CLICPAY';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_txns_notification_uq" ON "payment_txns" USING btree ("notification_id") WHERE "payment_txns"."state" <> 'CAN';--> statement-breakpoint
CREATE TABLE "payment_txn_docs" (
	"txn_id" varchar(24) NOT NULL REFERENCES "payment_txns"("txn_id"),
	"doc_id" bigint NOT NULL REFERENCES "money_documents"("doc_id"),
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_txn_docs_pk" PRIMARY KEY("txn_id","doc_id"),
	CONSTRAINT "payment_txn_docs_amount_ck" CHECK ("payment_txn_docs"."amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "payment_txn_docs_doc_idx" ON "payment_txn_docs" USING btree ("doc_id");--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD COLUMN "is_static" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ALTER COLUMN "amount" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ALTER COLUMN "expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_static_ck" CHECK ("virtual_accounts"."is_static" or ("virtual_accounts"."amount" is not null and "virtual_accounts"."expires_at" is not null));--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_static_uq" ON "virtual_accounts" USING btree ("accn_id","gateway","currency") WHERE "virtual_accounts"."is_static" and "virtual_accounts"."state" = 'OPEN';
