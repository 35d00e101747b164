CREATE TABLE "ff_customers" (
	"ff_accn_id" varchar(20) NOT NULL,
	"co_accn_id" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	CONSTRAINT "ff_customers_ff_accn_id_co_accn_id_pk" PRIMARY KEY("ff_accn_id","co_accn_id")
);
--> statement-breakpoint
ALTER TABLE "ff_customers" ADD CONSTRAINT "ff_customers_ff_accn_id_accounts_accn_id_fk" FOREIGN KEY ("ff_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ff_customers" ADD CONSTRAINT "ff_customers_co_accn_id_accounts_accn_id_fk" FOREIGN KEY ("co_accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ff_customers_co_idx" ON "ff_customers" USING btree ("co_accn_id");