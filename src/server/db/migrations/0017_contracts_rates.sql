CREATE SEQUENCE "public"."contract_request_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."contract_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."rate_table_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "contract_requests" (
	"req_id" varchar(20) PRIMARY KEY DEFAULT 'CR' || lpad(nextval('contract_request_seq')::text, 6, '0') NOT NULL,
	"req_kind" varchar(8) NOT NULL,
	"contract_id" varchar(20),
	"state" varchar(20) NOT NULL,
	"customer_accn_id" varchar(20) NOT NULL,
	"to_accn_id" varchar(20) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"currency" char(3) NOT NULL,
	"customer_payment_term_days" integer NOT NULL,
	"to_payment_term_days" integer NOT NULL,
	"customer_fee_type" varchar(5) NOT NULL,
	"customer_fee_value" numeric(15, 2) NOT NULL,
	"to_fee_type" varchar(5) NOT NULL,
	"to_fee_value" numeric(15, 2) NOT NULL,
	"financing_type" varchar(16) NOT NULL,
	"remarks" text,
	"requested_by" varchar(35) NOT NULL,
	"submitted_by" varchar(35),
	"submitted_at" timestamp with time zone,
	"decided_by" varchar(35),
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contract_requests_kind_ck" CHECK ("contract_requests"."req_kind" in ('NEW','UPDATE','RENEWAL'))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"contract_id" varchar(20) PRIMARY KEY DEFAULT 'CT' || lpad(nextval('contract_seq')::text, 6, '0') NOT NULL,
	"customer_accn_id" varchar(20) NOT NULL,
	"to_accn_id" varchar(20) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"currency" char(3) NOT NULL,
	"customer_payment_term_days" integer NOT NULL,
	"to_payment_term_days" integer NOT NULL,
	"customer_fee_type" varchar(5) NOT NULL,
	"customer_fee_value" numeric(15, 2) NOT NULL,
	"to_fee_type" varchar(5) NOT NULL,
	"to_fee_value" numeric(15, 2) NOT NULL,
	"financing_type" varchar(16) NOT NULL,
	"remarks" text,
	"status" varchar(8) DEFAULT 'ACTIVE' NOT NULL,
	"reminded_m2_at" timestamp with time zone,
	"reminded_m1_at" timestamp with time zone,
	"reminded_w1_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contracts_status_ck" CHECK ("contracts"."status" in ('ACTIVE','EXPIRED')),
	CONSTRAINT "contracts_dates_ck" CHECK ("contracts"."valid_to" >= "contracts"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "rate_lines" (
	"line_id" bigserial PRIMARY KEY NOT NULL,
	"rate_id" varchar(20) NOT NULL,
	"from_loc_id" varchar(20) NOT NULL,
	"to_loc_id" varchar(20) NOT NULL,
	"vehicle_type" varchar(32) NOT NULL,
	"trip_type" char(1) NOT NULL,
	"drop_seq" integer,
	"charge" numeric(15, 2) NOT NULL,
	CONSTRAINT "rate_lines_trip_ck" CHECK ("rate_lines"."trip_type" in ('S','M','C'))
);
--> statement-breakpoint
CREATE TABLE "rate_tables" (
	"rate_id" varchar(20) PRIMARY KEY DEFAULT 'RT' || lpad(nextval('rate_table_seq')::text, 6, '0') NOT NULL,
	"rate_name" varchar(128) NOT NULL,
	"to_accn_id" varchar(20) NOT NULL,
	"customer_accn_id" varchar(20) NOT NULL,
	"currency" char(3) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"state" varchar(4) DEFAULT 'SUB' NOT NULL,
	"reason" text,
	"submitted_by" varchar(35),
	"verified_by" varchar(35),
	"approved_by" varchar(35),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rate_tables_state_ck" CHECK ("rate_tables"."state" in ('SUB','VER','APP','A','I','REJ')),
	CONSTRAINT "rate_tables_dates_ck" CHECK ("rate_tables"."valid_to" >= "rate_tables"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "contract_requests" ADD CONSTRAINT "contract_requests_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_requests" ADD CONSTRAINT "contract_requests_customer_accn_id_accounts_accn_id_fk" FOREIGN KEY ("customer_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_requests" ADD CONSTRAINT "contract_requests_to_accn_id_accounts_accn_id_fk" FOREIGN KEY ("to_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_accn_id_accounts_accn_id_fk" FOREIGN KEY ("customer_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_to_accn_id_accounts_accn_id_fk" FOREIGN KEY ("to_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_lines" ADD CONSTRAINT "rate_lines_rate_id_rate_tables_rate_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rate_tables"("rate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_lines" ADD CONSTRAINT "rate_lines_from_loc_id_locations_loc_id_fk" FOREIGN KEY ("from_loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_lines" ADD CONSTRAINT "rate_lines_to_loc_id_locations_loc_id_fk" FOREIGN KEY ("to_loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_tables" ADD CONSTRAINT "rate_tables_to_accn_id_accounts_accn_id_fk" FOREIGN KEY ("to_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_tables" ADD CONSTRAINT "rate_tables_customer_accn_id_accounts_accn_id_fk" FOREIGN KEY ("customer_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_requests_state_idx" ON "contract_requests" USING btree ("state","valid_from");--> statement-breakpoint
CREATE INDEX "contract_requests_created_idx" ON "contract_requests" USING btree ("created_at","req_id");--> statement-breakpoint
CREATE INDEX "contract_requests_contract_idx" ON "contract_requests" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contracts_parties_idx" ON "contracts" USING btree ("customer_accn_id","to_accn_id","valid_from");--> statement-breakpoint
CREATE INDEX "contracts_to_idx" ON "contracts" USING btree ("to_accn_id","valid_from");--> statement-breakpoint
CREATE INDEX "contracts_status_end_idx" ON "contracts" USING btree ("status","valid_to");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_lines_lane_uq" ON "rate_lines" USING btree ("rate_id","from_loc_id","to_loc_id","vehicle_type","trip_type",coalesce("drop_seq", 0));--> statement-breakpoint
CREATE INDEX "rate_lines_lane_idx" ON "rate_lines" USING btree ("from_loc_id","to_loc_id","vehicle_type","trip_type");--> statement-breakpoint
CREATE INDEX "rate_tables_parties_idx" ON "rate_tables" USING btree ("to_accn_id","customer_accn_id","state");--> statement-breakpoint
CREATE INDEX "rate_tables_customer_idx" ON "rate_tables" USING btree ("customer_accn_id");--> statement-breakpoint
CREATE INDEX "rate_tables_updated_idx" ON "rate_tables" USING btree ("updated_at","rate_id");