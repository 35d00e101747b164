-- Issue 14: credit limits (maker-checker requests and the limits in force) and the payment method of a contract
-- (spec §9: ClicPay or Credit). The credit journals post on the ledger (causes and accounts since 0027).
CREATE SEQUENCE "public"."credit_limit_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "payment_method" varchar(8) DEFAULT 'CLICPAY' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_payment_method_ck" CHECK ("contracts"."payment_method" in ('CLICPAY','CREDIT'));--> statement-breakpoint
ALTER TABLE "contract_requests" ADD COLUMN "payment_method" varchar(8) DEFAULT 'CLICPAY' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_requests" ADD CONSTRAINT "contract_requests_payment_method_ck" CHECK ("contract_requests"."payment_method" in ('CLICPAY','CREDIT'));--> statement-breakpoint
CREATE TABLE "credit_limit_requests" (
	"credit_id" varchar(20) PRIMARY KEY DEFAULT 'CL' || lpad(nextval('credit_limit_seq')::text, 6, '0') NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"service_type" varchar(16) NOT NULL,
	"credit_ccy" char(3) NOT NULL,
	"credit_limit" numeric(17, 2),
	"new_credit_limit" numeric(17, 2) NOT NULL,
	"status" varchar(8) DEFAULT 'NEW' NOT NULL,
	"remarks" text,
	"submitted_by" varchar(35),
	"submitted_at" timestamp with time zone,
	"decided_by" varchar(35),
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "credit_limit_requests_status_ck" CHECK ("credit_limit_requests"."status" in ('NEW','SUBMIT','APP','REJ','DEL')),
	CONSTRAINT "credit_limit_requests_service_ck" CHECK ("credit_limit_requests"."service_type" in ('TRUCKING')),
	CONSTRAINT "credit_limit_requests_amount_ck" CHECK ("credit_limit_requests"."new_credit_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_limits" (
	"accn_id" varchar(20) NOT NULL,
	"service_type" varchar(16) NOT NULL,
	"credit_ccy" char(3) NOT NULL,
	"credit_limit" numeric(17, 2) NOT NULL,
	"credit_id" varchar(20) NOT NULL,
	"approved_by" varchar(35) NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_limits_pk" PRIMARY KEY("accn_id","service_type","credit_ccy"),
	CONSTRAINT "credit_limits_amount_ck" CHECK ("credit_limits"."credit_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "credit_limit_requests" ADD CONSTRAINT "credit_limit_requests_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_limits" ADD CONSTRAINT "credit_limits_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_limits" ADD CONSTRAINT "credit_limits_credit_id_credit_limit_requests_credit_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."credit_limit_requests"("credit_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_limit_requests_open_uq" ON "credit_limit_requests" USING btree ("accn_id","service_type","credit_ccy") WHERE "credit_limit_requests"."status" in ('NEW','SUBMIT');--> statement-breakpoint
CREATE INDEX "credit_limit_requests_status_idx" ON "credit_limit_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "credit_limit_requests_created_idx" ON "credit_limit_requests" USING btree ("created_at" DESC NULLS FIRST,"credit_id");
