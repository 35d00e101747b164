CREATE TABLE "chassis" (
	"chs_id" varchar(20) PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"chs_type" varchar(8) NOT NULL,
	"make" varchar(64),
	"year_built" integer,
	"kir_expiry" varchar(10),
	"chs_status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"driver_id" varchar(20) PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"drv_name" varchar(64) NOT NULL,
	"licence_no" varchar(20) NOT NULL,
	"licence_class" varchar(8) NOT NULL,
	"licence_expiry" varchar(10) NOT NULL,
	"phone" varchar(24) NOT NULL,
	"email" varchar(128),
	"drv_state" varchar(6) DEFAULT 'RDY' NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"loc_id" varchar(20) PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"loc_name" varchar(128) NOT NULL,
	"loc_type" varchar(32) NOT NULL,
	"addr_ln1" varchar(64) NOT NULL,
	"addr_ln2" varchar(64),
	"addr_city" varchar(64) NOT NULL,
	"ctry_code" char(2) NOT NULL,
	"addr_prov" varchar(6),
	"addr_pcode" varchar(10),
	"lat" varchar(16),
	"lon" varchar(16),
	"valid_from" varchar(10),
	"valid_to" varchar(10),
	"loc_status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chassis" ADD CONSTRAINT "chassis_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_ctry_code_mst_countries_ctry_code_fk" FOREIGN KEY ("ctry_code") REFERENCES "public"."mst_countries"("ctry_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_addr_prov_mst_provinces_province_id_fk" FOREIGN KEY ("addr_prov") REFERENCES "public"."mst_provinces"("province_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chassis_owner_idx" ON "chassis" USING btree ("accn_id","chs_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_licence_uq" ON "drivers" USING btree ("licence_no");--> statement-breakpoint
CREATE INDEX "drivers_owner_idx" ON "drivers" USING btree ("accn_id","drv_name");--> statement-breakpoint
CREATE INDEX "locations_owner_idx" ON "locations" USING btree ("accn_id","loc_name");