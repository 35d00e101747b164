CREATE TABLE "rentals" (
	"rental_id" varchar(20) PRIMARY KEY NOT NULL,
	"renter_accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"to_accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"vehicle_type" varchar(32) NOT NULL,
	"truck_count" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"pickup_loc_id" varchar(20) NOT NULL REFERENCES "locations"("loc_id"),
	"rental_type" varchar(3) NOT NULL,
	"remarks" text,
	"state" varchar(3) DEFAULT 'REQ' NOT NULL,
	"currency" char(3),
	"unit_price" numeric(15, 2),
	"total" numeric(15, 2),
	"quote_note" text,
	"reason" text,
	"job_id" varchar(20) REFERENCES "jobs"("job_id"),
	"requested_by" varchar(35) NOT NULL,
	"quoted_by" varchar(35),
	"quoted_at" timestamp with time zone,
	"accepted_by" varchar(35),
	"accepted_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "rentals_state_ck" CHECK ("state" in ('REQ','QUO','ACC','ASG','ACT','COM','REJ','CAN')),
	CONSTRAINT "rentals_type_ck" CHECK ("rental_type" in ('PD','PW','PM','PTD','PTW','PTM')),
	CONSTRAINT "rentals_period_ck" CHECK ("end_date" >= "start_date"),
	CONSTRAINT "rentals_count_ck" CHECK ("truck_count" between 1 and 20)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "rentals_job_uq" ON "rentals" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "rentals_renter_idx" ON "rentals" USING btree ("renter_accn_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rentals_to_idx" ON "rentals" USING btree ("to_accn_id","created_at" DESC NULLS FIRST);
