CREATE TABLE "attachments" (
	"att_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accn_id" varchar(20),
	"att_type" varchar(32) NOT NULL,
	"att_name" varchar(128) NOT NULL,
	"att_size" integer NOT NULL,
	"mime_type" varchar(128) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"att_data" "bytea" NOT NULL,
	"att_referenceid" varchar(64),
	"valid_to" varchar(10),
	"status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("accn_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "attachments_reference_idx" ON "attachments" USING btree ("att_referenceid");