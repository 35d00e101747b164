-- Issue 15, part 1: tax-invoice serial number ranges (NSFP) the tax office allots, and every number taken from them
-- (issued to a document, or voided with a reason). One active range per prefixes and year.
CREATE TABLE "tax_sequences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prefix_left" char(3) NOT NULL,
	"prefix_mid" char(3) NOT NULL,
	"prefix_year" char(2) NOT NULL,
	"sequence_start" bigint NOT NULL,
	"sequence_end" bigint NOT NULL,
	"consumed_num" bigint DEFAULT 0 NOT NULL,
	"status" char(1) DEFAULT 'I' NOT NULL,
	"payment_state" varchar(8) DEFAULT 'BILL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tax_sequences_prefix_ck" CHECK ("tax_sequences"."prefix_left" ~ '^[0-9]{3}$' and "tax_sequences"."prefix_mid" ~ '^[0-9]{3}$' and "tax_sequences"."prefix_year" ~ '^[0-9]{2}$'),
	CONSTRAINT "tax_sequences_range_ck" CHECK ("tax_sequences"."sequence_start" between 1 and 99999999 and "tax_sequences"."sequence_end" between "tax_sequences"."sequence_start" and 99999999),
	CONSTRAINT "tax_sequences_consumed_ck" CHECK ("tax_sequences"."consumed_num" between 0 and "tax_sequences"."sequence_end" - "tax_sequences"."sequence_start" + 1),
	CONSTRAINT "tax_sequences_status_ck" CHECK ("tax_sequences"."status" in ('A','I','E','D')),
	CONSTRAINT "tax_sequences_used_up_ck" CHECK (("tax_sequences"."status" = 'E') = ("tax_sequences"."consumed_num" = "tax_sequences"."sequence_end" - "tax_sequences"."sequence_start" + 1)),
	CONSTRAINT "tax_sequences_untouched_ck" CHECK ("tax_sequences"."status" not in ('I','D') or "tax_sequences"."consumed_num" = 0),
	CONSTRAINT "tax_sequences_payment_state_ck" CHECK ("tax_sequences"."payment_state" in ('BILL'))
);
--> statement-breakpoint
CREATE TABLE "tax_numbers" (
	"tax_no" varchar(19) PRIMARY KEY NOT NULL,
	"sequence_id" bigint NOT NULL,
	"serial" bigint NOT NULL,
	"state" varchar(8) DEFAULT 'ISSUED' NOT NULL,
	"ref" text,
	"issued_by" varchar(35) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"void_reason" text,
	"voided_by" varchar(35),
	"voided_at" timestamp with time zone,
	CONSTRAINT "tax_numbers_state_ck" CHECK ("tax_numbers"."state" in ('ISSUED','VOIDED')),
	CONSTRAINT "tax_numbers_voided_ck" CHECK (("tax_numbers"."state" = 'VOIDED') = ("tax_numbers"."void_reason" is not null and "tax_numbers"."voided_by" is not null and "tax_numbers"."voided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "tax_numbers" ADD CONSTRAINT "tax_numbers_sequence_id_tax_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."tax_sequences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_sequences_active_uq" ON "tax_sequences" USING btree ("prefix_left","prefix_mid","prefix_year") WHERE "tax_sequences"."status" = 'A';--> statement-breakpoint
CREATE INDEX "tax_sequences_prefix_idx" ON "tax_sequences" USING btree ("prefix_left","prefix_mid","prefix_year","sequence_start");--> statement-breakpoint
CREATE INDEX "tax_sequences_created_idx" ON "tax_sequences" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_numbers_serial_uq" ON "tax_numbers" USING btree ("sequence_id","serial");--> statement-breakpoint
CREATE INDEX "tax_numbers_ref_idx" ON "tax_numbers" USING btree ("ref");
