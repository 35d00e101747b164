-- Notifications (issue 17, decision 0023): the notification types master becomes the portal's event list (its code
-- is the event type; group and mandatory from src/domain/notifications/event-types.ts), each event is recorded once
-- in its cause's transaction with one delivery row per channel (picked up by the pg-boss fan-out), in-app
-- notifications per user, and each user's preferences per type and channel.
ALTER TABLE "mst_notification_types" ADD COLUMN "grp" varchar(16) DEFAULT 'jobs' NOT NULL;--> statement-breakpoint
ALTER TABLE "mst_notification_types" ADD COLUMN "mandatory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mst_notification_types" ALTER COLUMN "kind" SET DEFAULT 'EVENT';--> statement-breakpoint
DELETE FROM "notification_templates" WHERE "nt_code" NOT IN ('JOB_SUBMITTED','JOB_ACCEPTED','JOB_REJECTED','JOB_CANCELLED','JOB_ASSIGNED','JOB_STARTED','JOB_DELIVERED','JOB_WITHDRAWN','JOB_DOCUMENT_ATTACHED','BILL_SUBMITTED','BILL_VERIFIED','BILL_ACKNOWLEDGED','BILL_APPROVED','BILL_REJECTED','PAYMENT_RECEIVED','PAYMENT_FAILED','PAYOUT_SENT','CREDIT_LIMIT_CHANGED','TAX_INVOICE_ISSUED','ACCOUNT_APPROVED','ACCOUNT_SUSPENDED','PASSWORD_RESET','CONTRACT_EXPIRING','REGISTRATION_RECEIVED','TRACKING_ALERT');--> statement-breakpoint
DELETE FROM "mst_notification_types" WHERE "nt_code" NOT IN ('JOB_SUBMITTED','JOB_ACCEPTED','JOB_REJECTED','JOB_CANCELLED','JOB_ASSIGNED','JOB_STARTED','JOB_DELIVERED','JOB_WITHDRAWN','JOB_DOCUMENT_ATTACHED','BILL_SUBMITTED','BILL_VERIFIED','BILL_ACKNOWLEDGED','BILL_APPROVED','BILL_REJECTED','PAYMENT_RECEIVED','PAYMENT_FAILED','PAYOUT_SENT','CREDIT_LIMIT_CHANGED','TAX_INVOICE_ISSUED','ACCOUNT_APPROVED','ACCOUNT_SUSPENDED','PASSWORD_RESET','CONTRACT_EXPIRING','REGISTRATION_RECEIVED','TRACKING_ALERT');--> statement-breakpoint
INSERT INTO "mst_notification_types" ("nt_code","desc_en","desc_id","kind","grp","mandatory","created_by","updated_by") VALUES
	('JOB_SUBMITTED','Job submitted','Pekerjaan diajukan','EVENT','jobs',false,'MIGRATION','MIGRATION'),
	('JOB_ACCEPTED','Job accepted','Pekerjaan diterima','EVENT','jobs',false,'MIGRATION','MIGRATION'),
	('JOB_REJECTED','Job rejected','Pekerjaan ditolak','EVENT','jobs',false,'MIGRATION','MIGRATION'),
	('JOB_CANCELLED','Job cancelled','Pekerjaan dibatalkan','EVENT','jobs',false,'MIGRATION','MIGRATION'),
	('JOB_ASSIGNED','Truck and driver assigned','Truk dan pengemudi ditugaskan','EVENT','jobs',false,'MIGRATION','MIGRATION'),
	('JOB_STARTED','Job started','Pekerjaan dimulai','EVENT','jobs',false,'MIGRATION','MIGRATION'),
	('JOB_DELIVERED','Delivery recorded','Pengiriman dicatat','EVENT','jobs',false,'MIGRATION','MIGRATION'),
	('JOB_WITHDRAWN','Job withdrawn','Pekerjaan ditarik','EVENT','jobs',false,'MIGRATION','MIGRATION'),
	('JOB_DOCUMENT_ATTACHED','Delivery order attached','Delivery order dilampirkan','EVENT','jobs',false,'MIGRATION','MIGRATION'),
	('BILL_SUBMITTED','Bill submitted','Tagihan diajukan','EVENT','billing',false,'MIGRATION','MIGRATION'),
	('BILL_VERIFIED','Bill verified','Tagihan diverifikasi','EVENT','billing',false,'MIGRATION','MIGRATION'),
	('BILL_ACKNOWLEDGED','Bill acknowledged','Tagihan diakui','EVENT','billing',false,'MIGRATION','MIGRATION'),
	('BILL_APPROVED','Bill approved','Tagihan disetujui','EVENT','billing',false,'MIGRATION','MIGRATION'),
	('BILL_REJECTED','Bill rejected','Tagihan ditolak','EVENT','billing',false,'MIGRATION','MIGRATION'),
	('PAYMENT_RECEIVED','Payment received','Pembayaran diterima','EVENT','payments',false,'MIGRATION','MIGRATION'),
	('PAYMENT_FAILED','Payment failed','Pembayaran gagal','EVENT','payments',true,'MIGRATION','MIGRATION'),
	('PAYOUT_SENT','Payout sent','Pembayaran keluar dikirim','EVENT','payments',false,'MIGRATION','MIGRATION'),
	('CREDIT_LIMIT_CHANGED','Credit limit changed','Limit kredit diubah','EVENT','payments',false,'MIGRATION','MIGRATION'),
	('TAX_INVOICE_ISSUED','Tax invoice issued','Faktur pajak diterbitkan','EVENT','tax',false,'MIGRATION','MIGRATION'),
	('ACCOUNT_APPROVED','Account approved','Akun disetujui','EVENT','accounts',false,'MIGRATION','MIGRATION'),
	('ACCOUNT_SUSPENDED','Account suspended','Akun ditangguhkan','EVENT','accounts',true,'MIGRATION','MIGRATION'),
	('PASSWORD_RESET','Password reset requested','Permintaan atur ulang kata sandi','EVENT','accounts',true,'MIGRATION','MIGRATION'),
	('CONTRACT_EXPIRING','Contract about to expire','Kontrak akan berakhir','EVENT','contracts',false,'MIGRATION','MIGRATION'),
	('REGISTRATION_RECEIVED','Registration received','Registrasi diterima','EVENT','registration',false,'MIGRATION','MIGRATION'),
	('TRACKING_ALERT','Tracking alert','Peringatan pelacakan','EVENT','tracking',false,'MIGRATION','MIGRATION')
ON CONFLICT ("nt_code") DO UPDATE SET "grp" = excluded."grp", "mandatory" = excluded."mandatory", "kind" = 'EVENT';--> statement-breakpoint
CREATE TABLE "notification_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" varchar(32) NOT NULL,
	"accn_ids" varchar(20)[] DEFAULT '{}' NOT NULL,
	"usr_ids" varchar(35)[] DEFAULT '{}' NOT NULL,
	"record" jsonb NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "notification_events_occurred_idx" ON "notification_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"event_id" uuid NOT NULL REFERENCES "notification_events"("id") ON DELETE cascade,
	"channel" varchar(8) NOT NULL,
	"status" varchar(8) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"recipients" integer,
	CONSTRAINT "notification_deliveries_pk" PRIMARY KEY ("event_id","channel"),
	CONSTRAINT "notification_deliveries_status_ck" CHECK ("status" in ('PENDING','DONE','FAILED'))
);--> statement-breakpoint
CREATE INDEX "notification_deliveries_pending_idx" ON "notification_deliveries" USING btree ("next_at") WHERE "status" = 'PENDING';--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"usr_id" varchar(35) NOT NULL REFERENCES "users"("usr_id"),
	"event_id" uuid REFERENCES "notification_events"("id") ON DELETE set null,
	"type" varchar(32) NOT NULL REFERENCES "mst_notification_types"("nt_code"),
	"title_en" varchar(256) NOT NULL,
	"title_id" varchar(256) NOT NULL,
	"body_en" text NOT NULL,
	"body_id" text NOT NULL,
	"record_kind" varchar(32) NOT NULL,
	"record_id" varchar(64) NOT NULL,
	"record_path" varchar(512) NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_user_uq" ON "notifications" USING btree ("event_id","usr_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("usr_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("usr_id") WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"usr_id" varchar(35) NOT NULL REFERENCES "users"("usr_id"),
	"nt_code" varchar(32) NOT NULL REFERENCES "mst_notification_types"("nt_code"),
	"channel" varchar(8) NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_pk" PRIMARY KEY ("usr_id","nt_code","channel"),
	CONSTRAINT "notification_preferences_channel_ck" CHECK ("channel" in ('INAPP','EMAIL'))
);
