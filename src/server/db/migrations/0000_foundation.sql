CREATE TABLE "account_types" (
	"atyp_id" varchar(32) PRIMARY KEY NOT NULL,
	"desc_en" varchar(128) NOT NULL,
	"desc_id" varchar(128) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"accn_id" varchar(20) PRIMARY KEY NOT NULL,
	"accn_name" varchar(256) NOT NULL,
	"accn_coy_regn" varchar(20) NOT NULL,
	"accn_status" char(1) DEFAULT 'N' NOT NULL,
	"atyp_id" varchar(32) NOT NULL,
	"contact_tel" varchar(1024),
	"contact_email" varchar(128),
	"contact_fax" varchar(128),
	"addr_ln1" varchar(64),
	"addr_ln2" varchar(64),
	"addr_ln3" varchar(64),
	"addr_prov" varchar(15),
	"addr_city" varchar(15),
	"addr_pcode" varchar(10),
	"addr_ctry" char(2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "accounts_status_ck" CHECK ("accounts"."accn_status" in ('N','D','R','X','A','P','S','V','T','Q'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"audt_event" varchar(64) NOT NULL,
	"entity" varchar(64) NOT NULL,
	"entity_id" varchar(128),
	"audt_uid" varchar(35),
	"audt_uname" varchar(128),
	"accn_id" varchar(20),
	"audt_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"audt_remarks" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "exception_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" varchar(10),
	"url" text,
	"request_id" varchar(64),
	"request_body" text,
	"usr_id" varchar(35),
	"accn_id" varchar(20),
	"message" text NOT NULL,
	"stack" text
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" varchar(32) PRIMARY KEY NOT NULL,
	"desc_en" varchar(128) NOT NULL,
	"desc_id" varchar(128) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usr_id" varchar(35) NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" varchar(32),
	"ip" varchar(64),
	"user_agent" varchar(512)
);
--> statement-breakpoint
CREATE TABLE "system_params" (
	"sys_key" varchar(64) PRIMARY KEY NOT NULL,
	"sys_value" text NOT NULL,
	"value_type" varchar(8) NOT NULL,
	"desc_en" varchar(256) NOT NULL,
	"desc_id" varchar(256) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"usr_id" varchar(35) NOT NULL,
	"role_id" varchar(32) NOT NULL,
	CONSTRAINT "user_roles_usr_id_role_id_pk" PRIMARY KEY("usr_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"usr_id" varchar(35) PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"usr_name" varchar(35) NOT NULL,
	"usr_pass_nid" varchar(20),
	"usr_title" varchar(35),
	"usr_status" char(1) DEFAULT 'A' NOT NULL,
	"contact_tel" varchar(1024),
	"contact_email" varchar(128),
	"contact_fax" varchar(128),
	"addr_ln1" varchar(64),
	"addr_ln2" varchar(64),
	"addr_ln3" varchar(64),
	"addr_prov" varchar(15),
	"addr_city" varchar(15),
	"addr_pcode" varchar(10),
	"addr_ctry" char(2),
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"password_set_by" varchar(16) DEFAULT 'USER' NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "users_status_ck" CHECK ("users"."usr_status" in ('A','I')),
	CONSTRAINT "users_id_upper_ck" CHECK ("users"."usr_id" = upper("users"."usr_id"))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_atyp_id_account_types_atyp_id_fk" FOREIGN KEY ("atyp_id") REFERENCES "public"."account_types"("atyp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_usr_id_users_usr_id_fk" FOREIGN KEY ("usr_id") REFERENCES "public"."users"("usr_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_usr_id_users_usr_id_fk" FOREIGN KEY ("usr_id") REFERENCES "public"."users"("usr_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_name_idx" ON "accounts" USING btree ("accn_name","accn_id");--> statement-breakpoint
CREATE INDEX "accounts_type_idx" ON "accounts" USING btree ("atyp_id");--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_time_idx" ON "audit_log" USING btree ("audt_timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "exception_time_idx" ON "exception_log" USING btree ("occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_live_idx" ON "sessions" USING btree ("usr_id") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "users_accn_idx" ON "users" USING btree ("accn_id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("contact_email"));