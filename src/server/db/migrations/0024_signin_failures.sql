CREATE TABLE "signin_failures" (
	"usr_id" varchar(35) PRIMARY KEY NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "signin_failures_updated_idx" ON "signin_failures" USING btree ("updated_at");
