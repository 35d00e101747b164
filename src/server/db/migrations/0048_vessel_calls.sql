-- Vessel call applications, crew lists and agent associations (issue 18, part 1; docs/decisions/0028-vessel-calls.md).
CREATE SEQUENCE "vessel_call_seq";--> statement-breakpoint
CREATE SEQUENCE "crew_list_seq";--> statement-breakpoint
CREATE SEQUENCE "agent_assoc_seq";--> statement-breakpoint
CREATE SEQUENCE "vessel_cert_seq";--> statement-breakpoint
CREATE TABLE "agent_associations" (
	"assoc_id" varchar(20) PRIMARY KEY DEFAULT 'AA' || lpad(nextval('agent_assoc_seq')::text, 6, '0') NOT NULL,
	"line_accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"agent_accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"agent_tin" varchar(20) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" varchar(35),
	"ended_at" timestamp with time zone,
	"ended_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "agent_associations_status_ck" CHECK ("status" IN ('A', 'E'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_associations_active_uq" ON "agent_associations" USING btree ("line_accn_id","agent_accn_id") WHERE "status" = 'A';--> statement-breakpoint
CREATE INDEX "agent_associations_agent_idx" ON "agent_associations" USING btree ("agent_accn_id","status");--> statement-breakpoint
CREATE TABLE "crew_lists" (
	"crew_list_id" varchar(20) PRIMARY KEY DEFAULT 'CRW' || lpad(nextval('crew_list_seq')::text, 6, '0') NOT NULL,
	"accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"vessel_name" varchar(100) NOT NULL,
	"imo_no" char(7) NOT NULL,
	"title" varchar(100) NOT NULL,
	"members" jsonb NOT NULL,
	"member_count" integer NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crew_lists_owner_idx" ON "crew_lists" USING btree ("accn_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE TABLE "vessel_calls" (
	"vc_id" varchar(20) PRIMARY KEY DEFAULT 'VC' || lpad(nextval('vessel_call_seq')::text, 6, '0') NOT NULL,
	"line_accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"filer_accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"vessel_name" varchar(100) NOT NULL,
	"imo_no" char(7) NOT NULL,
	"call_sign" varchar(9) NOT NULL,
	"flag" char(2) NOT NULL REFERENCES "mst_countries"("ctry_code"),
	"ship_type" varchar(32) NOT NULL,
	"gross_tonnage" integer NOT NULL,
	"tt_code" varchar(32) NOT NULL REFERENCES "mst_thruster_types"("tt_code"),
	"port_code" char(5) NOT NULL REFERENCES "mst_ports"("port_code"),
	"terminal_code" varchar(32) NOT NULL REFERENCES "mst_port_terminals"("terminal_code"),
	"eta" timestamp with time zone NOT NULL,
	"etd" timestamp with time zone NOT NULL,
	"last_port" char(5) NOT NULL REFERENCES "mst_ports"("port_code"),
	"next_port" char(5) NOT NULL REFERENCES "mst_ports"("port_code"),
	"services" text[] NOT NULL,
	"fal1" jsonb NOT NULL,
	"fal5" jsonb,
	"fal6" jsonb,
	"fal7" jsonb,
	"status" varchar(12) DEFAULT 'DRAFT' NOT NULL,
	"remarks" text,
	"submitted_at" timestamp with time zone,
	"submitted_by" varchar(35),
	"decided_at" timestamp with time zone,
	"decided_by" varchar(35),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "vessel_calls_status_ck" CHECK ("status" IN ('DRAFT', 'SUBMITTED', 'RETURNED', 'APPROVED', 'REJECTED')),
	CONSTRAINT "vessel_calls_times_ck" CHECK ("etd" > "eta")
);
--> statement-breakpoint
CREATE INDEX "vessel_calls_line_idx" ON "vessel_calls" USING btree ("line_accn_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vessel_calls_filer_idx" ON "vessel_calls" USING btree ("filer_accn_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vessel_calls_status_idx" ON "vessel_calls" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE TABLE "vessel_call_certificates" (
	"cert_id" varchar(20) PRIMARY KEY DEFAULT 'VCC' || lpad(nextval('vessel_cert_seq')::text, 6, '0') NOT NULL,
	"vc_id" varchar(20) NOT NULL REFERENCES "vessel_calls"("vc_id"),
	"cert_type" varchar(8) NOT NULL REFERENCES "mst_certificate_configs"("cert_type"),
	"svc_id" varchar(20) NOT NULL REFERENCES "mst_certificate_services"("svc_id"),
	"office_code" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'ISSUED_PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "vessel_call_certificates_uq" ON "vessel_call_certificates" USING btree ("vc_id","svc_id");
