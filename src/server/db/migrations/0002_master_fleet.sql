CREATE TABLE "mst_countries" (
	"ctry_code" char(2) PRIMARY KEY NOT NULL,
	"alpha3" char(3) NOT NULL,
	"numeric" char(3) NOT NULL,
	"name_en" varchar(128) NOT NULL,
	"name_id" varchar(128) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_currencies" (
	"ccy_code" char(3) PRIMARY KEY NOT NULL,
	"numeric" char(3) NOT NULL,
	"name" varchar(128) NOT NULL,
	"minor_units" integer NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_cache_stamps" (
	"entity" varchar(64) PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_ports" (
	"port_code" char(5) PRIMARY KEY NOT NULL,
	"ctry_code" char(2) NOT NULL,
	"name" varchar(128) NOT NULL,
	"subdivision" varchar(6),
	"functions" varchar(8),
	"lat" varchar(16),
	"lon" varchar(16),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_provinces" (
	"province_id" varchar(6) PRIMARY KEY NOT NULL,
	"ctry_code" char(2) NOT NULL,
	"name" varchar(128) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"truck_id" varchar(20) PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"vh_plate_no" varchar(12) NOT NULL,
	"vh_type" varchar(32) NOT NULL,
	"chassis_type" varchar(8),
	"vh_state" varchar(12) DEFAULT 'UNASSIGNED' NOT NULL,
	"make" varchar(64),
	"year_built" integer,
	"max_weight_kg" integer,
	"volume_m3" varchar(20),
	"gps_imei" varchar(15),
	"stnk_expiry" varchar(10),
	"kir_expiry" varchar(10),
	"insurance_expiry" varchar(10),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_uoms" (
	"uom_code" varchar(3) PRIMARY KEY NOT NULL,
	"name_en" varchar(64) NOT NULL,
	"name_id" varchar(64) NOT NULL,
	"symbol" varchar(16),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mst_ports" ADD CONSTRAINT "mst_ports_ctry_code_mst_countries_ctry_code_fk" FOREIGN KEY ("ctry_code") REFERENCES "public"."mst_countries"("ctry_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_provinces" ADD CONSTRAINT "mst_provinces_ctry_code_mst_countries_ctry_code_fk" FOREIGN KEY ("ctry_code") REFERENCES "public"."mst_countries"("ctry_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trucks" ADD CONSTRAINT "trucks_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mst_countries_name_idx" ON "mst_countries" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "mst_ports_ctry_idx" ON "mst_ports" USING btree ("ctry_code","status","name");--> statement-breakpoint
CREATE INDEX "mst_provinces_ctry_idx" ON "mst_provinces" USING btree ("ctry_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "trucks_plate_uq" ON "trucks" USING btree ("vh_plate_no");--> statement-breakpoint
CREATE INDEX "trucks_owner_idx" ON "trucks" USING btree ("accn_id","vh_plate_no");