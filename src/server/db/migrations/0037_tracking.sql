-- Truck tracking (issue 16, part 1): devices, positions partitioned by month, latest position per truck,
-- geofences of locations, dwell state and enter/exit events. docs/decisions/0017-tracking.md.
CREATE TABLE "tracking_devices" (
	"device_id" varchar(20) PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"imei" varchar(15) NOT NULL,
	"model" varchar(64) NOT NULL,
	"sim_no" varchar(24),
	"truck_id" varchar(20) REFERENCES "trucks"("truck_id"),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tracking_devices_imei_ck" CHECK ("imei" ~ '^[0-9]{15}$'),
	CONSTRAINT "tracking_devices_status_ck" CHECK ("status" in ('A','I'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_devices_imei_uq" ON "tracking_devices" ("imei");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_devices_truck_uq" ON "tracking_devices" ("truck_id") WHERE "truck_id" is not null;--> statement-breakpoint
CREATE INDEX "tracking_devices_owner_idx" ON "tracking_devices" ("accn_id","imei");--> statement-breakpoint
-- The truck's GPS IMEI moves to the device registry (one source of truth): each IMEI of a truck becomes a device
-- fitted to it, then the column goes.
INSERT INTO "tracking_devices" ("device_id","accn_id","imei","model","truck_id","status","created_by","updated_by")
SELECT 'TRA' || substr(md5(t."truck_id"), 1, 17), t."accn_id", t."gps_imei", 'UNKNOWN', t."truck_id", 'A', 'MIGRATION', 'MIGRATION'
FROM "trucks" t WHERE t."gps_imei" ~ '^[0-9]{15}$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "trucks" DROP COLUMN "gps_imei";--> statement-breakpoint
CREATE TABLE "tracking_device_assignments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" varchar(20) NOT NULL REFERENCES "tracking_devices"("device_id") ON DELETE cascade,
	"truck_id" varchar(20) REFERENCES "trucks"("truck_id"),
	"from_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to_at" timestamp with time zone,
	"by_usr_id" varchar(35)
);
--> statement-breakpoint
CREATE INDEX "tracking_device_assignments_device_idx" ON "tracking_device_assignments" ("device_id","from_at");--> statement-breakpoint
INSERT INTO "tracking_device_assignments" ("device_id","truck_id","by_usr_id")
SELECT "device_id","truck_id",'MIGRATION' FROM "tracking_devices" WHERE "truck_id" is not null;--> statement-breakpoint
CREATE TABLE "tracking_device_tokens" (
	"device_id" varchar(20) PRIMARY KEY NOT NULL REFERENCES "tracking_devices"("device_id") ON DELETE cascade,
	"token_hash" varchar(64) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" varchar(35) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_positions" (
	"device_id" varchar(20) NOT NULL,
	"fix_at" timestamp with time zone NOT NULL,
	"truck_id" varchar(20),
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"speed_kmh" real,
	"bearing" real,
	"altitude" real,
	"accuracy" real,
	"batt" real,
	"flag" varchar(8),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_positions_pk" PRIMARY KEY ("device_id","fix_at"),
	CONSTRAINT "track_positions_flag_ck" CHECK ("flag" is null or "flag" in ('SPEED'))
) PARTITION BY RANGE ("fix_at");
--> statement-breakpoint
CREATE INDEX "track_positions_truck_idx" ON "track_positions" ("truck_id","fix_at");--> statement-breakpoint
-- A month's partition, named track_positions_YYYYMM, created when missing (at start, by the daily job, and by
-- ingestion for a month it has not seen).
CREATE FUNCTION "track_positions_ensure"(month date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	first date := date_trunc('month', month)::date;
	name text := 'track_positions_' || to_char(first, 'YYYYMM');
BEGIN
	EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF track_positions FOR VALUES FROM (%L) TO (%L)',
		name, first::timestamptz, (first + interval '1 month')::date::timestamptz);
END $$;
--> statement-breakpoint
SELECT "track_positions_ensure"((now() + (n || ' month')::interval)::date) FROM generate_series(-1, 2) AS n;--> statement-breakpoint
CREATE TABLE "track_latest" (
	"truck_id" varchar(20) PRIMARY KEY NOT NULL REFERENCES "trucks"("truck_id") ON DELETE cascade,
	"device_id" varchar(20) NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"fix_at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"speed_kmh" real,
	"bearing" real,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "track_latest_owner_idx" ON "track_latest" ("accn_id");--> statement-breakpoint
CREATE TABLE "location_geofences" (
	"loc_id" varchar(20) PRIMARY KEY NOT NULL REFERENCES "locations"("loc_id") ON DELETE cascade,
	"accn_id" varchar(20) NOT NULL,
	"shape" varchar(8) NOT NULL,
	"center_lat" double precision,
	"center_lon" double precision,
	"radius_m" integer,
	"polygon" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "location_geofences_shape_ck" CHECK (("shape" = 'CIRCLE' and "center_lat" is not null and "center_lon" is not null and "radius_m" > 0) or ("shape" = 'POLYGON' and "polygon" is not null))
);
--> statement-breakpoint
CREATE INDEX "location_geofences_owner_idx" ON "location_geofences" ("accn_id");--> statement-breakpoint
CREATE TABLE "track_fence_states" (
	"device_id" varchar(20) NOT NULL REFERENCES "tracking_devices"("device_id") ON DELETE cascade,
	"loc_id" varchar(20) NOT NULL REFERENCES "locations"("loc_id") ON DELETE cascade,
	"inside" boolean NOT NULL,
	"candidate_at" timestamp with time zone,
	"last_fix_at" timestamp with time zone NOT NULL,
	CONSTRAINT "track_fence_states_pk" PRIMARY KEY ("device_id","loc_id")
);
--> statement-breakpoint
CREATE TABLE "track_fence_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" varchar(20) NOT NULL REFERENCES "tracking_devices"("device_id") ON DELETE cascade,
	"truck_id" varchar(20),
	"accn_id" varchar(20) NOT NULL,
	"loc_id" varchar(20) NOT NULL REFERENCES "locations"("loc_id") ON DELETE cascade,
	"kind" varchar(5) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_fence_events_kind_ck" CHECK ("kind" in ('ENTER','EXIT'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "track_fence_events_uq" ON "track_fence_events" ("device_id","loc_id","at","kind");--> statement-breakpoint
CREATE INDEX "track_fence_events_owner_idx" ON "track_fence_events" ("accn_id","at" DESC,"id");--> statement-breakpoint
CREATE INDEX "track_fence_events_at_idx" ON "track_fence_events" ("at" DESC,"id");--> statement-breakpoint
CREATE INDEX "track_fence_events_replay_idx" ON "track_fence_events" ("device_id","loc_id","confirmed_at");
