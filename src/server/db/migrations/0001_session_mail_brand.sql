CREATE TABLE "announcements" (
	"canu_id" bigserial PRIMARY KEY NOT NULL,
	"canu_subject" varchar(256) NOT NULL,
	"canu_description" varchar(1024) NOT NULL,
	"canu_content" text NOT NULL,
	"canu_status" char(1) DEFAULT 'A' NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" varchar(256) NOT NULL,
	"subject" varchar(256) NOT NULL,
	"body" text NOT NULL,
	"template" varchar(64) NOT NULL,
	"usr_id" varchar(35),
	"status" varchar(12) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_ck" CHECK ("outbox"."status" in ('PENDING','SENT','NOT_SENT','FAILED'))
);
--> statement-breakpoint
CREATE TABLE "password_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"usr_id" varchar(35) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"key_hash" varchar(64) PRIMARY KEY NOT NULL,
	"usr_id" varchar(35) NOT NULL,
	"purpose" varchar(16) DEFAULT 'RESET' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whitelabels" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"display_name" varchar(128) NOT NULL,
	"mime_type" varchar(32) NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_usr_id_users_usr_id_fk" FOREIGN KEY ("usr_id") REFERENCES "public"."users"("usr_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_usr_id_users_usr_id_fk" FOREIGN KEY ("usr_id") REFERENCES "public"."users"("usr_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("id") WHERE "outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "password_history_user_idx" ON "password_history" USING btree ("usr_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("usr_id");