-- Issue 14, parts 3 and on: the causes of allocations, manual payments, credit use and repayment, failed payouts and
-- gateway settlement; the company account CREDIT_DRAWN (documents paid from a credit line, repaid by VA).
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_cause_ck";--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_cause_ck" CHECK ("ledger_journals"."cause_type" in ('BILL_APPROVED','PAYMENT_RECEIVED','PAYOUT_SENT','CREDIT_RESERVED','CREDIT_RELEASED','REVERSAL','PAYMENT_ALLOCATED','MANUAL_PAYMENT','CREDIT_USED','CREDIT_REPAID','PAYOUT_FAILED','GATEWAY_SETTLED'));--> statement-breakpoint
ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_account_ck";--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_ck" CHECK ("ledger_lines"."account_code" in ('RECEIVABLE','PAYABLE','FEE_REVENUE','VAT_OUTPUT','STAMP_DUTY_PAYABLE','WHT_PREPAID','GATEWAY_CLEARING','BANK','UNALLOCATED_RECEIPTS','CREDIT_LINE','CREDIT_RESERVED','CREDIT_DRAWN'));--> statement-breakpoint
ALTER TABLE "ledger_lines" DROP CONSTRAINT "ledger_lines_company_ck";--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_company_ck" CHECK (("ledger_lines"."account_code" in ('RECEIVABLE','PAYABLE','UNALLOCATED_RECEIPTS','CREDIT_LINE','CREDIT_RESERVED','CREDIT_DRAWN')) = ("ledger_lines"."accn_id" is not null));
