ALTER TABLE "contract_requests" ADD COLUMN "customer_withholding_pct" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "contract_requests" ADD COLUMN "to_withholding_pct" numeric(5, 2);