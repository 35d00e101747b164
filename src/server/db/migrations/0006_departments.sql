CREATE TABLE "departments" (
	"dept_id" varchar(20) PRIMARY KEY NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"dept_code" varchar(16) NOT NULL,
	"dept_name" varchar(128) NOT NULL,
	"cost_centre" varchar(32),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_code_uq" ON "departments" USING btree ("accn_id","dept_code");