CREATE TABLE "leasing_providers" (
	"accn_id" varchar(20) PRIMARY KEY NOT NULL REFERENCES "accounts"("accn_id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_applications" (
	"application_id" varchar(20) PRIMARY KEY NOT NULL,
	"to_accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"provider_accn_id" varchar(20) NOT NULL REFERENCES "leasing_providers"("accn_id"),
	"vehicle_type" varchar(32) NOT NULL,
	"truck_count" integer NOT NULL,
	"start_date" date NOT NULL,
	"months" integer NOT NULL,
	"end_date" date NOT NULL,
	"currency" char(3) DEFAULT 'IDR' NOT NULL,
	"wanted_price_minor" bigint NOT NULL,
	"monthly_price_minor" bigint,
	"contact_name" varchar(100) NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"remarks" text,
	"state" varchar(3) DEFAULT 'SUB' NOT NULL,
	"quote_note" text,
	"reason" text,
	"applied_by" varchar(35) NOT NULL,
	"quoted_by" varchar(35),
	"quoted_at" timestamp with time zone,
	"accepted_by" varchar(35),
	"accepted_at" timestamp with time zone,
	"decided_by" varchar(35),
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "lease_applications_state_ck" CHECK ("state" in ('SUB','QUO','ACC','APP','REJ','WDR')),
	CONSTRAINT "lease_applications_count_ck" CHECK ("truck_count" between 1 and 50),
	CONSTRAINT "lease_applications_months_ck" CHECK ("months" between 1 and 60),
	CONSTRAINT "lease_applications_prices_ck" CHECK ("wanted_price_minor" > 0 and ("monthly_price_minor" is null or "monthly_price_minor" > 0)),
	CONSTRAINT "lease_applications_quoted_ck" CHECK ("state" in ('SUB','REJ','WDR') or "monthly_price_minor" is not null)
);
--> statement-breakpoint
CREATE INDEX "lease_applications_to_idx" ON "lease_applications" USING btree ("to_accn_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lease_applications_provider_idx" ON "lease_applications" USING btree ("provider_accn_id","created_at" DESC NULLS FIRST);
--> statement-breakpoint
-- Issue 19, part 2 (decision 0040): a department's head, a user of the department's company (checked on write).
ALTER TABLE "departments" ADD COLUMN "head_usr_id" varchar(35) REFERENCES "users"("usr_id");
