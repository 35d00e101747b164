CREATE TABLE "mst_agencies" (
	"agency_code" varchar(32) PRIMARY KEY NOT NULL,
	"ministry_code" varchar(32) NOT NULL,
	"ctry_code" char(2) NOT NULL,
	"name_en" varchar(256) NOT NULL,
	"name_id" varchar(256) NOT NULL,
	"short_name" varchar(32),
	"role" varchar(1024),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_agency_offices" (
	"office_code" varchar(32) PRIMARY KEY NOT NULL,
	"agency_code" varchar(32) NOT NULL,
	"port_code" char(5) NOT NULL,
	"name" varchar(256) NOT NULL,
	"short_name" varchar(64),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_article_categories" (
	"arc_code" varchar(32) PRIMARY KEY NOT NULL,
	"desc_en" varchar(256) NOT NULL,
	"desc_id" varchar(256) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_attach_types" (
	"att_type" varchar(32) PRIMARY KEY NOT NULL,
	"desc_en" varchar(256) NOT NULL,
	"desc_id" varchar(256) NOT NULL,
	"scope" varchar(16) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_contract_types" (
	"ct_code" varchar(32) PRIMARY KEY NOT NULL,
	"desc_en" varchar(256) NOT NULL,
	"desc_id" varchar(256) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_hs_codes" (
	"hs_code" varchar(10) PRIMARY KEY NOT NULL,
	"chapter" char(2) NOT NULL,
	"level" varchar(10) NOT NULL,
	"desc_en" varchar(1024) NOT NULL,
	"desc_id" varchar(1024),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_ministries" (
	"ministry_code" varchar(32) PRIMARY KEY NOT NULL,
	"ctry_code" char(2) NOT NULL,
	"name_en" varchar(256) NOT NULL,
	"name_id" varchar(256) NOT NULL,
	"short_name" varchar(32),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_notification_types" (
	"nt_code" varchar(32) PRIMARY KEY NOT NULL,
	"desc_en" varchar(256) NOT NULL,
	"desc_id" varchar(256) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_payment_types" (
	"pt_code" varchar(32) PRIMARY KEY NOT NULL,
	"desc_en" varchar(256) NOT NULL,
	"desc_id" varchar(256) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_port_terminals" (
	"terminal_code" varchar(32) PRIMARY KEY NOT NULL,
	"port_code" char(5) NOT NULL,
	"name" varchar(256) NOT NULL,
	"operator" varchar(256),
	"kind" varchar(16) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_thruster_types" (
	"tt_code" varchar(32) PRIMARY KEY NOT NULL,
	"desc_en" varchar(256) NOT NULL,
	"desc_id" varchar(256) NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mst_agencies" ADD CONSTRAINT "mst_agencies_ministry_code_mst_ministries_ministry_code_fk" FOREIGN KEY ("ministry_code") REFERENCES "public"."mst_ministries"("ministry_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_agencies" ADD CONSTRAINT "mst_agencies_ctry_code_mst_countries_ctry_code_fk" FOREIGN KEY ("ctry_code") REFERENCES "public"."mst_countries"("ctry_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_agency_offices" ADD CONSTRAINT "mst_agency_offices_agency_code_mst_agencies_agency_code_fk" FOREIGN KEY ("agency_code") REFERENCES "public"."mst_agencies"("agency_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_agency_offices" ADD CONSTRAINT "mst_agency_offices_port_code_mst_ports_port_code_fk" FOREIGN KEY ("port_code") REFERENCES "public"."mst_ports"("port_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_ministries" ADD CONSTRAINT "mst_ministries_ctry_code_mst_countries_ctry_code_fk" FOREIGN KEY ("ctry_code") REFERENCES "public"."mst_countries"("ctry_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_port_terminals" ADD CONSTRAINT "mst_port_terminals_port_code_mst_ports_port_code_fk" FOREIGN KEY ("port_code") REFERENCES "public"."mst_ports"("port_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mst_hs_codes_chapter_idx" ON "mst_hs_codes" USING btree ("chapter","hs_code");--> statement-breakpoint
CREATE INDEX "mst_hs_codes_desc_trgm_idx" ON "mst_hs_codes" USING gin ("desc_en" gin_trgm_ops);