CREATE TABLE "virtual_accounts" (
	"va_id" bigserial PRIMARY KEY NOT NULL,
	"va_no" varchar(28) NOT NULL,
	"gateway" varchar(24) NOT NULL,
	"accn_id" varchar(20) NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"purpose_type" varchar(24),
	"purpose_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35) NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "virtual_accounts_state_ck" CHECK ("virtual_accounts"."state" in ('OPEN','PAID','CLOSED','EXPIRED')),
	CONSTRAINT "virtual_accounts_amount_ck" CHECK ("virtual_accounts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_notifications" (
	"notification_id" bigserial PRIMARY KEY NOT NULL,
	"gateway" varchar(24) NOT NULL,
	"partner_id" varchar(64) NOT NULL,
	"external_id" varchar(64) NOT NULL,
	"headers" jsonb NOT NULL,
	"body" text NOT NULL,
	"va_no" varchar(28),
	"currency" char(3),
	"paid_amount" bigint,
	"verdict" varchar(10) NOT NULL,
	"reason" varchar(32),
	"duplicate_of" bigint,
	"journal_id" bigint,
	"response_code" varchar(7) NOT NULL,
	"response_body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_notifications_verdict_ck" CHECK ("gateway_notifications"."verdict" in ('APPLIED','DUPLICATE','HELD')),
	CONSTRAINT "gateway_notifications_reason_ck" CHECK (("gateway_notifications"."verdict" = 'HELD') = ("gateway_notifications"."reason" is not null)),
	CONSTRAINT "gateway_notifications_duplicate_ck" CHECK ("gateway_notifications"."verdict" <> 'DUPLICATE' or "gateway_notifications"."duplicate_of" is not null),
	CONSTRAINT "gateway_notifications_journal_ck" CHECK (("gateway_notifications"."verdict" = 'APPLIED') = ("gateway_notifications"."journal_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "virtual_accounts" ADD CONSTRAINT "virtual_accounts_accn_id_accounts_accn_id_fk" FOREIGN KEY ("accn_id") REFERENCES "public"."accounts"("accn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_notifications" ADD CONSTRAINT "gateway_notifications_duplicate_of_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."gateway_notifications"("notification_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_notifications" ADD CONSTRAINT "gateway_notifications_journal_id_ledger_journals_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("journal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_accounts_va_no_uq" ON "virtual_accounts" USING btree ("va_no");--> statement-breakpoint
CREATE INDEX "virtual_accounts_company_idx" ON "virtual_accounts" USING btree ("accn_id","state");--> statement-breakpoint
CREATE INDEX "virtual_accounts_purpose_idx" ON "virtual_accounts" USING btree ("purpose_type","purpose_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_notifications_external_uq" ON "gateway_notifications" USING btree ("gateway","partner_id","external_id") WHERE "gateway_notifications"."duplicate_of" is null;--> statement-breakpoint
CREATE INDEX "gateway_notifications_held_idx" ON "gateway_notifications" USING btree ("verdict","received_at");--> statement-breakpoint
CREATE INDEX "gateway_notifications_va_idx" ON "gateway_notifications" USING btree ("va_no");
