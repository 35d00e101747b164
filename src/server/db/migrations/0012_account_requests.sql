CREATE TABLE "account_requests" (
	"req_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"req_type" varchar(12) NOT NULL,
	"reason" text NOT NULL,
	"from_status" char(1) NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"requested_by" varchar(35) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" varchar(35),
	"decided_at" timestamp with time zone,
	"decision_reason" text
);
--> statement-breakpoint
ALTER TABLE "account_requests" ADD CONSTRAINT "account_requests_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_requests_status_idx" ON "account_requests" USING btree ("status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_requests_one_pending_uq" ON "account_requests" USING btree ("accn_id") WHERE "account_requests"."status" = 'PENDING';