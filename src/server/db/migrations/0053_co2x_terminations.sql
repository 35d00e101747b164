-- CO2 emissions per delivered trip and the emission factor master (issue 19, docs/decisions/0034-co2x.md); order
-- terminations and the job state TRM (docs/decisions/0035-order-termination.md).
CREATE TABLE "emission_factors" (
	"vehicle_type" varchar(32) PRIMARY KEY NOT NULL,
	"fuel_type" varchar(16) DEFAULT 'DIESEL' NOT NULL,
	"loaded_l_per_100km" numeric(6, 2) NOT NULL,
	"empty_l_per_100km" numeric(6, 2) NOT NULL,
	"wtw_kg_per_l" numeric(6, 3) NOT NULL,
	"ttw_kg_per_l" numeric(6, 3) NOT NULL,
	"default_payload_kg" integer NOT NULL,
	"source" varchar(255) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "emission_factors_positive_ck" CHECK ("loaded_l_per_100km" > 0 AND "empty_l_per_100km" > 0 AND "wtw_kg_per_l" > 0 AND "ttw_kg_per_l" > 0 AND "default_payload_kg" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_emissions" (
	"trip_id" bigint PRIMARY KEY NOT NULL REFERENCES "job_trips"("trip_id") ON DELETE cascade,
	"job_id" varchar(20) NOT NULL REFERENCES "jobs"("job_id") ON DELETE cascade,
	"creator_accn_id" varchar(20) NOT NULL,
	"customer_accn_id" varchar(20) NOT NULL,
	"to_accn_id" varchar(20) NOT NULL,
	"trip_seq" integer NOT NULL,
	"vehicle_type" varchar(32) NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	"distance_source" varchar(8) NOT NULL,
	"loaded_km" numeric(10, 1) NOT NULL,
	"empty_km" numeric(10, 1) NOT NULL,
	"cargo_kg" integer NOT NULL,
	"fuel_l" numeric(14, 3) NOT NULL,
	"co2e_kg" numeric(14, 3) NOT NULL,
	"tonne_km" numeric(16, 3) NOT NULL,
	"factors" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_emissions_source_ck" CHECK ("distance_source" IN ('PLANNED', 'TRACKED'))
);
--> statement-breakpoint
CREATE INDEX "trip_emissions_job_idx" ON "trip_emissions" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "trip_emissions_creator_idx" ON "trip_emissions" USING btree ("creator_accn_id","delivered_at");--> statement-breakpoint
CREATE INDEX "trip_emissions_customer_idx" ON "trip_emissions" USING btree ("customer_accn_id","delivered_at");--> statement-breakpoint
CREATE INDEX "trip_emissions_to_idx" ON "trip_emissions" USING btree ("to_accn_id","delivered_at");--> statement-breakpoint
CREATE INDEX "trip_emissions_delivered_idx" ON "trip_emissions" USING btree ("delivered_at" DESC, "trip_id" DESC);--> statement-breakpoint
CREATE TABLE "co2_offset_requests" (
	"offset_id" bigserial PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"co2e_kg" numeric(16, 3) NOT NULL,
	"partner_url" varchar(500) NOT NULL,
	"requested_by" varchar(35) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "co2_offset_requests_accn_idx" ON "co2_offset_requests" USING btree ("accn_id","requested_at");--> statement-breakpoint
CREATE SEQUENCE "job_termination_seq";--> statement-breakpoint
CREATE TABLE "job_terminations" (
	"termination_id" varchar(20) PRIMARY KEY DEFAULT 'TRM' || lpad(nextval('job_termination_seq')::text, 6, '0') NOT NULL,
	"job_id" varchar(20) NOT NULL REFERENCES "jobs"("job_id"),
	"state" varchar(4) DEFAULT 'SUB' NOT NULL,
	"side" varchar(8) NOT NULL,
	"requester_accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"requested_by" varchar(35) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_state_at_request" varchar(8) NOT NULL,
	"reason" text NOT NULL,
	"currency" char(3) NOT NULL,
	"owed_amount" numeric(15, 2) NOT NULL,
	"decided_by" varchar(35),
	"decided_at" timestamp with time zone,
	"decision_remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_terminations_state_ck" CHECK ("state" IN ('SUB', 'APP', 'REJ', 'WDR')),
	CONSTRAINT "job_terminations_side_ck" CHECK ("side" IN ('creator', 'operator')),
	CONSTRAINT "job_terminations_amount_ck" CHECK ("owed_amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_terminations_open_uq" ON "job_terminations" USING btree ("job_id") WHERE "state" IN ('SUB', 'APP');--> statement-breakpoint
CREATE INDEX "job_terminations_state_idx" ON "job_terminations" USING btree ("state","requested_at" DESC);--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_state_ck";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_state_ck" CHECK ("jobs"."job_state" in ('DRF','SUB','ACP','ASG','ONGOING','PAUSED','DLV','REJ','CAN','DEL','BILLED','VER_BILL','ACK_BILL','APP_BILL','REJ_BILL','TRM'));
--> statement-breakpoint
-- The default factors (docs/co2-emission-factors.md); platform administrators keep them in /opadmin/co2x/factors.
INSERT INTO "emission_factors" ("vehicle_type", "fuel_type", "loaded_l_per_100km", "empty_l_per_100km", "wtw_kg_per_l", "ttw_kg_per_l", "default_payload_kg", "source") VALUES
	('VT10FT', 'DIESEL', 12.00, 10.00, 3.240, 2.670, 1500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT10FT_BOX', 'DIESEL', 12.00, 10.00, 3.240, 2.670, 1500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT10FT_TAILGATE', 'DIESEL', 12.00, 10.00, 3.240, 2.670, 1500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT10FT_CURTAIN', 'DIESEL', 12.00, 10.00, 3.240, 2.670, 1500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT10FT_HAZMAT', 'DIESEL', 12.00, 10.00, 3.240, 2.670, 1500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT10FT_REEFER', 'DIESEL', 13.80, 11.50, 3.240, 2.670, 1500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT14FT', 'DIESEL', 15.00, 12.00, 3.240, 2.670, 2500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT14FT_BOX', 'DIESEL', 15.00, 12.00, 3.240, 2.670, 2500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT14FT_TAILGATE', 'DIESEL', 15.00, 12.00, 3.240, 2.670, 2500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT14FT_CURTAIN', 'DIESEL', 15.00, 12.00, 3.240, 2.670, 2500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT14FT_HAZMAT', 'DIESEL', 15.00, 12.00, 3.240, 2.670, 2500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT14FT_REEFER', 'DIESEL', 17.25, 13.80, 3.240, 2.670, 2500, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT17FT', 'DIESEL', 20.00, 16.00, 3.240, 2.670, 5000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT17FT_BOX', 'DIESEL', 20.00, 16.00, 3.240, 2.670, 5000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT17FT_TAILGATE', 'DIESEL', 20.00, 16.00, 3.240, 2.670, 5000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT17FT_CURTAIN', 'DIESEL', 20.00, 16.00, 3.240, 2.670, 5000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT17FT_HAZMAT', 'DIESEL', 20.00, 16.00, 3.240, 2.670, 5000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT17FT_REEFER', 'DIESEL', 23.00, 18.40, 3.240, 2.670, 5000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT20FT', 'DIESEL', 25.00, 20.00, 3.240, 2.670, 8000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT20FT_BOX', 'DIESEL', 25.00, 20.00, 3.240, 2.670, 8000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT20FT_TAILGATE', 'DIESEL', 25.00, 20.00, 3.240, 2.670, 8000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT20FT_CURTAIN', 'DIESEL', 25.00, 20.00, 3.240, 2.670, 8000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT20FT_HAZMAT', 'DIESEL', 25.00, 20.00, 3.240, 2.670, 8000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT20FT_REEFER', 'DIESEL', 28.75, 23.00, 3.240, 2.670, 8000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT25FT', 'DIESEL', 32.00, 25.00, 3.240, 2.670, 15000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT25FT_BOX', 'DIESEL', 32.00, 25.00, 3.240, 2.670, 15000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT25FT_TAILGATE', 'DIESEL', 32.00, 25.00, 3.240, 2.670, 15000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT25FT_CURTAIN', 'DIESEL', 32.00, 25.00, 3.240, 2.670, 15000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT25FT_HAZMAT', 'DIESEL', 32.00, 25.00, 3.240, 2.670, 15000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VT25FT_REEFER', 'DIESEL', 36.80, 28.75, 3.240, 2.670, 15000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('PRIME_MOVER', 'DIESEL', 45.00, 33.00, 3.240, 2.670, 20000, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)'),
	('VAN', 'DIESEL', 10.00, 9.00, 3.240, 2.670, 800, 'GLEC Framework v2.0 diesel WTW 3.24 / TTW 2.67 kg CO2e/L; fuel use: Lintas planning defaults (docs/co2-emission-factors.md)')
ON CONFLICT DO NOTHING;
