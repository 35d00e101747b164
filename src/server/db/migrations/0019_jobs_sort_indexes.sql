DROP INDEX "jobs_to_state_idx";--> statement-breakpoint
DROP INDEX "jobs_creator_state_idx";--> statement-breakpoint
DROP INDEX "jobs_customer_state_idx";--> statement-breakpoint
DROP INDEX "jobs_created_idx";--> statement-breakpoint
CREATE INDEX "jobs_to_state_idx" ON "jobs" USING btree ("to_accn_id","job_state","created_at" DESC NULLS FIRST,"job_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_creator_state_idx" ON "jobs" USING btree ("creator_accn_id","job_state","created_at" DESC NULLS FIRST,"job_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_customer_state_idx" ON "jobs" USING btree ("customer_accn_id","job_state","created_at" DESC NULLS FIRST,"job_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"job_id" DESC NULLS FIRST);