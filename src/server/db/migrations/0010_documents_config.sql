CREATE TABLE "mst_certificate_configs" (
	"cert_type" varchar(8) PRIMARY KEY NOT NULL,
	"desc_en" varchar(256) NOT NULL,
	"desc_id" varchar(256) NOT NULL,
	"issuer_id" varchar(32),
	"issuer_kh" varchar(32),
	"validity_days" integer,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_certificate_services" (
	"svc_id" varchar(20) PRIMARY KEY NOT NULL,
	"cert_type" varchar(8) NOT NULL,
	"office_code" varchar(32) NOT NULL,
	"fee_amount" numeric(18, 4),
	"fee_ccy" char(3),
	"lead_time_hours" integer,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mst_doc_associates" (
	"doc_assoc_id" varchar(20) PRIMARY KEY NOT NULL,
	"att_type" varchar(32) NOT NULL,
	"atyp_id" varchar(32) NOT NULL,
	"doc_group" varchar(16) NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"ntpl_id" varchar(20) PRIMARY KEY NOT NULL,
	"nt_code" varchar(32) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"subject" varchar(256) NOT NULL,
	"body" text NOT NULL,
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mst_certificate_configs" ADD CONSTRAINT "mst_certificate_configs_issuer_id_mst_agencies_agency_code_fk" FOREIGN KEY ("issuer_id") REFERENCES "public"."mst_agencies"("agency_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_certificate_configs" ADD CONSTRAINT "mst_certificate_configs_issuer_kh_mst_agencies_agency_code_fk" FOREIGN KEY ("issuer_kh") REFERENCES "public"."mst_agencies"("agency_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_certificate_services" ADD CONSTRAINT "mst_certificate_services_cert_type_mst_certificate_configs_cert_type_fk" FOREIGN KEY ("cert_type") REFERENCES "public"."mst_certificate_configs"("cert_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_certificate_services" ADD CONSTRAINT "mst_certificate_services_office_code_mst_agency_offices_office_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."mst_agency_offices"("office_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_certificate_services" ADD CONSTRAINT "mst_certificate_services_fee_ccy_mst_currencies_ccy_code_fk" FOREIGN KEY ("fee_ccy") REFERENCES "public"."mst_currencies"("ccy_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_doc_associates" ADD CONSTRAINT "mst_doc_associates_att_type_mst_attach_types_att_type_fk" FOREIGN KEY ("att_type") REFERENCES "public"."mst_attach_types"("att_type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mst_doc_associates" ADD CONSTRAINT "mst_doc_associates_atyp_id_account_types_atyp_id_fk" FOREIGN KEY ("atyp_id") REFERENCES "public"."account_types"("atyp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_nt_code_mst_notification_types_nt_code_fk" FOREIGN KEY ("nt_code") REFERENCES "public"."mst_notification_types"("nt_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mst_doc_associates_uq" ON "mst_doc_associates" USING btree ("att_type","atyp_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_templates_uq" ON "notification_templates" USING btree ("nt_code","channel","lang");