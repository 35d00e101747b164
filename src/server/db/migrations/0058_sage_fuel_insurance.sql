-- Issue 15 (decision 0041): Sage books fuel invoices and cargo insurance premiums to their own GL accounts, so the
-- settings take two more charge types. Existing settings lack them until the accountant sets them (a batch is refused
-- while any is missing, as before).
ALTER TABLE "sage_gl_accounts" DROP CONSTRAINT "sage_gl_accounts_type_ck";--> statement-breakpoint
ALTER TABLE "sage_gl_accounts" ADD CONSTRAINT "sage_gl_accounts_type_ck" CHECK ("sage_gl_accounts"."charge_type" in ('TRIP','REIMBURSEMENT','ADDITIONAL','INSURANCE','FUEL','PLATFORM_FEE','VAT_OUT','STAMP_DUTY','WHT_PREPAID','BANK','AP_CONTROL','AR_CONTROL'));
