-- Truck tracking, alerts and public cargo tracking (issue 16): alert rules per company, raised alerts (one per rule,
-- truck and episode), each truck's stop state, and the job's tracking code. docs/decisions/0021-tracking-alerts.md.
CREATE TABLE "track_alert_rules" (
	"rule_id" varchar(20) PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"rule_name" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"threshold" integer,
	"loc_id" varchar(20) REFERENCES "locations"("loc_id") ON DELETE cascade,
	"fence_kind" varchar(5),
	"notify_email" varchar(128),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "track_alert_rules_kind_ck" CHECK ("kind" in ('SPEEDING','STOPPED','SILENT','FENCE','ROUTE')),
	CONSTRAINT "track_alert_rules_threshold_ck" CHECK ("kind" = 'FENCE' or ("threshold" is not null and "threshold" > 0)),
	CONSTRAINT "track_alert_rules_fence_ck" CHECK ("fence_kind" is null or "fence_kind" in ('ENTER','EXIT','BOTH'))
);
--> statement-breakpoint
CREATE INDEX "track_alert_rules_owner_idx" ON "track_alert_rules" ("accn_id","kind");--> statement-breakpoint
CREATE TABLE "track_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"rule_id" varchar(20) NOT NULL REFERENCES "track_alert_rules"("rule_id") ON DELETE cascade,
	"kind" varchar(8) NOT NULL,
	"truck_id" varchar(20) NOT NULL REFERENCES "trucks"("truck_id") ON DELETE cascade,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"lat" double precision,
	"lon" double precision,
	"value" real,
	"details" jsonb,
	"acked_at" timestamp with time zone,
	"acked_by" varchar(35),
	"remark" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- One alert per rule, truck and episode: a second open episode cannot exist, and a replay of the same start is one row.
CREATE UNIQUE INDEX "track_alerts_open_uq" ON "track_alerts" ("rule_id","truck_id") WHERE "ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "track_alerts_episode_uq" ON "track_alerts" ("rule_id","truck_id","started_at");--> statement-breakpoint
CREATE INDEX "track_alerts_owner_idx" ON "track_alerts" ("accn_id","started_at","id");--> statement-breakpoint
CREATE INDEX "track_alerts_at_idx" ON "track_alerts" ("started_at","id");--> statement-breakpoint
-- Where each truck stands for the stop rule (the anchor of its current stop) and the newest fix the rules have seen.
CREATE TABLE "track_alert_motion" (
	"truck_id" varchar(20) PRIMARY KEY NOT NULL REFERENCES "trucks"("truck_id") ON DELETE cascade,
	"stop_lat" double precision NOT NULL,
	"stop_lon" double precision NOT NULL,
	"stop_since" timestamp with time zone NOT NULL,
	"last_fix_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The job's tracking code for public cargo tracking: 12 hex digits of a random UUID (48 bits), printed on the
-- delivery documents.
ALTER TABLE "jobs" ADD COLUMN "tracking_code" varchar(16) DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)) NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_customer_ref_idx" ON "jobs" ("customer_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_tracking_code_uq" ON "jobs" ("tracking_code");
