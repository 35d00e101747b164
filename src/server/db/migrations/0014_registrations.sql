CREATE TABLE "registrations" (
	"reg_id" varchar(32) PRIMARY KEY NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"approval_state" varchar(8) DEFAULT 'DRAFT' NOT NULL,
	"atyp_id" varchar(32),
	"accn_name" varchar(256),
	"contact_email" varchar(128),
	"accn_details" jsonb NOT NULL,
	"core_usr" jsonb,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"return_reasons" text,
	"accn_id" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_state_idx" ON "registrations" USING btree ("approval_state","submitted_at");