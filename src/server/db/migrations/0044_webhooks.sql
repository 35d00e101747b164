-- Webhooks (issue 17, decision 0024): a company's endpoints (URL, events, signing secret), one delivery per event
-- and endpoint with its payload fixed when the event happened, and every attempt of it.
CREATE TABLE "webhook_endpoints" (
	"endpoint_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"url" varchar(2000) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"all_events" boolean DEFAULT false NOT NULL,
	"events" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"secret" varchar(100) NOT NULL,
	"secret_rolled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35) NOT NULL,
	"updated_by" varchar(35) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_owner_idx" ON "webhook_endpoints" USING btree ("accn_id","created_at");--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"delivery_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("endpoint_id") ON DELETE CASCADE,
	"accn_id" varchar(20) NOT NULL,
	"event_id" varchar(64) NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"payload" text NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"retry_until" timestamp with time zone NOT NULL,
	"last_status_code" integer,
	"last_error" varchar(500),
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_ck" CHECK ("status" IN ('PENDING','RETRYING','DELIVERED','FAILED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_event_uq" ON "webhook_deliveries" USING btree ("endpoint_id","event_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at","delivery_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "status" IN ('PENDING','RETRYING');--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" uuid NOT NULL REFERENCES "webhook_deliveries"("delivery_id") ON DELETE CASCADE,
	"attempt_no" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status_code" integer,
	"error" varchar(500),
	"response_excerpt" varchar(1024),
	"replay" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","id");
