CREATE TABLE "ledger_journals" (
	"journal_id" bigserial PRIMARY KEY NOT NULL,
	"cause_type" varchar(24) NOT NULL,
	"cause_id" varchar(64) NOT NULL,
	"memo" text NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_by" varchar(35) NOT NULL,
	"reversal_of" bigint,
	CONSTRAINT "ledger_journals_cause_ck" CHECK ("ledger_journals"."cause_type" in ('BILL_APPROVED','PAYMENT_RECEIVED','PAYOUT_SENT','CREDIT_RESERVED','CREDIT_RELEASED','REVERSAL'))
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"line_id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" bigint NOT NULL,
	"account_code" varchar(24) NOT NULL,
	"accn_id" varchar(20),
	"currency" char(3) NOT NULL,
	"doc_id" bigint,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_lines_amount_ck" CHECK ("ledger_lines"."amount" <> 0),
	CONSTRAINT "ledger_lines_account_ck" CHECK ("ledger_lines"."account_code" in ('RECEIVABLE','PAYABLE','FEE_REVENUE','VAT_OUTPUT','STAMP_DUTY_PAYABLE','WHT_PREPAID','GATEWAY_CLEARING','BANK','UNALLOCATED_RECEIPTS','CREDIT_LINE','CREDIT_RESERVED')),
	CONSTRAINT "ledger_lines_company_ck" CHECK (("ledger_lines"."account_code" in ('RECEIVABLE','PAYABLE','UNALLOCATED_RECEIPTS','CREDIT_LINE','CREDIT_RESERVED')) = ("ledger_lines"."accn_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_reversal_of_ledger_journals_journal_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."ledger_journals"("journal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_journal_id_ledger_journals_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("journal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_doc_id_money_documents_doc_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."money_documents"("doc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_journals_reversal_uq" ON "ledger_journals" USING btree ("reversal_of");--> statement-breakpoint
CREATE INDEX "ledger_journals_posted_idx" ON "ledger_journals" USING btree ("posted_at" DESC NULLS LAST,"journal_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_journals_cause_idx" ON "ledger_journals" USING btree ("cause_type","cause_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_journal_idx" ON "ledger_lines" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_company_idx" ON "ledger_lines" USING btree ("accn_id","account_code","currency");--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_code","currency");--> statement-breakpoint
CREATE INDEX "ledger_lines_doc_idx" ON "ledger_lines" USING btree ("doc_id");--> statement-breakpoint
-- Entries are never updated or deleted: a mistake is reversed by a new journal.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger entries are never updated or deleted (%): post a reversal', TG_TABLE_NAME
		USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_journals_immutable" BEFORE UPDATE OR DELETE ON "ledger_journals"
	FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_journals_no_truncate" BEFORE TRUNCATE ON "ledger_journals"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_immutable" BEFORE UPDATE OR DELETE ON "ledger_lines"
	FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_no_truncate" BEFORE TRUNCATE ON "ledger_lines"
	FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();
--> statement-breakpoint
-- At commit: each journal has lines, and its lines sum to zero in every currency (debits = credits).
CREATE FUNCTION "ledger_check_journal"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	IF NOT EXISTS (SELECT 1 FROM "ledger_lines" WHERE "journal_id" = NEW."journal_id") THEN
		RAISE EXCEPTION 'ledger journal % has no lines', NEW."journal_id" USING ERRCODE = 'check_violation';
	END IF;
	SELECT "currency", sum("amount") AS "total" INTO bad FROM "ledger_lines"
		WHERE "journal_id" = NEW."journal_id" GROUP BY "currency" HAVING sum("amount") <> 0 LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'ledger journal % does not balance in %: %', NEW."journal_id", bad."currency", bad."total"
			USING ERRCODE = 'check_violation';
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_journals_balanced" AFTER INSERT ON "ledger_journals"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_journal"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_lines_balanced" AFTER INSERT ON "ledger_lines"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_journal"();
