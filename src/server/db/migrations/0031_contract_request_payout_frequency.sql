-- Issue 14: the payout frequency is a term of the contract request too (the form asks for it; approval copies it).
ALTER TABLE "contract_requests" ADD COLUMN "payout_frequency" varchar(10) DEFAULT 'IMMEDIATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_requests" ADD CONSTRAINT "contract_requests_payout_frequency_ck" CHECK ("contract_requests"."payout_frequency" in ('IMMEDIATE','WEEKLY','MONTHLY'));
