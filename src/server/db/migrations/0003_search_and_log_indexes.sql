CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_time_idx";--> statement-breakpoint
DROP INDEX "exception_time_idx";--> statement-breakpoint
DROP INDEX "outbox_created_idx";--> statement-breakpoint
CREATE INDEX "accounts_name_trgm_idx" ON "accounts" USING gin ("accn_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trucks_plate_trgm_idx" ON "trucks" USING gin ("vh_plate_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_time_idx" ON "audit_log" USING btree ("audt_timestamp" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "exception_time_idx" ON "exception_log" USING btree ("occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);