CREATE TABLE "job_containers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" varchar(20) NOT NULL,
	"seq" integer NOT NULL,
	"container_no" varchar(11) NOT NULL,
	"size_type" varchar(4) NOT NULL,
	"seal_no" varchar(20),
	"gross_weight_kg" integer NOT NULL,
	"good_type" varchar(32) NOT NULL,
	"container_load" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_drops" (
	"drop_id" bigserial PRIMARY KEY NOT NULL,
	"trip_id" bigint NOT NULL,
	"job_id" varchar(20) NOT NULL,
	"seq" integer NOT NULL,
	"loc_id" varchar(20) NOT NULL,
	"drop_at" timestamp with time zone NOT NULL,
	"rate_line_id" bigint,
	"charge" numeric(15, 2),
	"delivered_at" timestamp with time zone,
	"receiver_name" varchar(128),
	"pod_att_id" uuid,
	"delivered_by" varchar(35)
);
--> statement-breakpoint
CREATE TABLE "job_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" varchar(20) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"usr_id" varchar(35),
	"accn_id" varchar(20),
	"verb" varchar(16) NOT NULL,
	"from_state" varchar(8),
	"to_state" varchar(8),
	"reason" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "job_resource_holds" (
	"res_type" varchar(8) NOT NULL,
	"res_id" varchar(20) NOT NULL,
	"job_id" varchar(20) NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_resource_holds_res_type_res_id_pk" PRIMARY KEY("res_type","res_id"),
	CONSTRAINT "job_resource_holds_type_ck" CHECK ("job_resource_holds"."res_type" in ('DRIVER','TRUCK','CHASSIS'))
);
--> statement-breakpoint
CREATE TABLE "job_trips" (
	"trip_id" bigserial PRIMARY KEY NOT NULL,
	"job_id" varchar(20) NOT NULL,
	"seq" integer NOT NULL,
	"trip_type" char(1) NOT NULL,
	"vehicle_type" varchar(32) NOT NULL,
	"container_no" varchar(11),
	"pickup_loc_id" varchar(20) NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"driver_id" varchar(20),
	"truck_id" varchar(20),
	"chs_id" varchar(20),
	"assigned_at" timestamp with time zone,
	"charge" numeric(15, 2),
	"delivered_at" timestamp with time zone,
	CONSTRAINT "job_trips_type_ck" CHECK ("job_trips"."trip_type" in ('S','M'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_id" varchar(20) PRIMARY KEY NOT NULL,
	"creator_accn_id" varchar(20) NOT NULL,
	"customer_accn_id" varchar(20) NOT NULL,
	"to_accn_id" varchar(20) NOT NULL,
	"contract_id" varchar(20),
	"shipment_type" varchar(16) NOT NULL,
	"load_type" varchar(16) NOT NULL,
	"trucking_direction" varchar(16) NOT NULL,
	"charge_basis" varchar(16) NOT NULL,
	"customer_ref" varchar(64),
	"bl_no" varchar(35),
	"do_no" varchar(35),
	"remarks" text,
	"do_att_id" uuid,
	"pickup_at" timestamp with time zone NOT NULL,
	"job_state" varchar(8) DEFAULT 'DRF' NOT NULL,
	"job_out_payment_state" varchar(12) DEFAULT 'NEW' NOT NULL,
	"currency" char(3),
	"total_charge" numeric(15, 2),
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "jobs_state_ck" CHECK ("jobs"."job_state" in ('DRF','SUB','ACP','ASG','ONGOING','PAUSED','DLV','REJ','CAN','DEL'))
);
--> statement-breakpoint
ALTER TABLE "job_containers" ADD CONSTRAINT "job_containers_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_drops" ADD CONSTRAINT "job_drops_trip_id_job_trips_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."job_trips"("trip_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_drops" ADD CONSTRAINT "job_drops_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_drops" ADD CONSTRAINT "job_drops_loc_id_locations_loc_id_fk" FOREIGN KEY ("loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_drops" ADD CONSTRAINT "job_drops_pod_att_id_attachments_att_id_fk" FOREIGN KEY ("pod_att_id") REFERENCES "public"."attachments"("att_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_resource_holds" ADD CONSTRAINT "job_resource_holds_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_trips" ADD CONSTRAINT "job_trips_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_trips" ADD CONSTRAINT "job_trips_pickup_loc_id_locations_loc_id_fk" FOREIGN KEY ("pickup_loc_id") REFERENCES "public"."locations"("loc_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_trips" ADD CONSTRAINT "job_trips_driver_id_drivers_driver_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("driver_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_trips" ADD CONSTRAINT "job_trips_truck_id_trucks_truck_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("truck_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_trips" ADD CONSTRAINT "job_trips_chs_id_chassis_chs_id_fk" FOREIGN KEY ("chs_id") REFERENCES "public"."chassis"("chs_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_creator_accn_id_accounts_accn_id_fk" FOREIGN KEY ("creator_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_accn_id_accounts_accn_id_fk" FOREIGN KEY ("customer_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_to_accn_id_accounts_accn_id_fk" FOREIGN KEY ("to_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contract_id_contracts_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("contract_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_do_att_id_attachments_att_id_fk" FOREIGN KEY ("do_att_id") REFERENCES "public"."attachments"("att_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_containers_uq" ON "job_containers" USING btree ("job_id","container_no");--> statement-breakpoint
CREATE INDEX "job_containers_no_trgm_idx" ON "job_containers" USING gin ("container_no" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "job_drops_seq_uq" ON "job_drops" USING btree ("trip_id","seq");--> statement-breakpoint
CREATE INDEX "job_drops_job_idx" ON "job_drops" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_events_job_idx" ON "job_events" USING btree ("job_id","at","id");--> statement-breakpoint
CREATE INDEX "job_resource_holds_job_idx" ON "job_resource_holds" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_trips_seq_uq" ON "job_trips" USING btree ("job_id","seq");--> statement-breakpoint
CREATE INDEX "job_trips_driver_idx" ON "job_trips" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "job_trips_truck_idx" ON "job_trips" USING btree ("truck_id");--> statement-breakpoint
CREATE INDEX "jobs_to_state_idx" ON "jobs" USING btree ("to_accn_id","job_state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_creator_state_idx" ON "jobs" USING btree ("creator_accn_id","job_state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_customer_state_idx" ON "jobs" USING btree ("customer_accn_id","job_state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"job_id");--> statement-breakpoint
CREATE INDEX "jobs_customer_ref_trgm_idx" ON "jobs" USING gin ("customer_ref" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_bl_trgm_idx" ON "jobs" USING gin ("bl_no" gin_trgm_ops);