-- Analytics dashboards (issue 17, decision 0026): daily facts per party triple, as materialised views refreshed by
-- pg-boss (REFRESH MATERIALIZED VIEW CONCURRENTLY, so each needs a unique index on plain columns). Days are Jakarta days.
-- Jobs by the day they were created, with their parties and state (a company's scope excludes other parties' drafts).
CREATE MATERIALIZED VIEW "analytics_job_days" AS
	SELECT ("created_at" AT TIME ZONE 'Asia/Jakarta')::date AS "day", "creator_accn_id", "customer_accn_id", "to_accn_id",
	       "job_state", count(*)::int AS "jobs"
	  FROM "jobs"
	 GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_job_days_uq" ON "analytics_job_days" ("day", "creator_accn_id", "customer_accn_id", "to_accn_id", "job_state");--> statement-breakpoint
-- Approved bills by the day of approval: GMV per currency and the time from billing to approval.
CREATE MATERIALIZED VIEW "analytics_bill_days" AS
	SELECT (b."approved_at" AT TIME ZONE 'Asia/Jakarta')::date AS "day", j."creator_accn_id", j."customer_accn_id", j."to_accn_id",
	       b."currency", count(*)::int AS "bills", sum(b."total") AS "total",
	       sum(extract(epoch FROM b."approved_at" - b."billed_at"))::numeric AS "approval_seconds"
	  FROM "job_bills" b JOIN "jobs" j ON j."job_id" = b."job_id"
	 WHERE b."approved_at" IS NOT NULL
	 GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_bill_days_uq" ON "analytics_bill_days" ("day", "creator_accn_id", "customer_accn_id", "to_accn_id", "currency");--> statement-breakpoint
-- Delivered drops by the day of delivery, and how many of them by their planned drop time (on time).
CREATE MATERIALIZED VIEW "analytics_drop_days" AS
	SELECT (d."delivered_at" AT TIME ZONE 'Asia/Jakarta')::date AS "day", j."creator_accn_id", j."customer_accn_id", j."to_accn_id",
	       count(*)::int AS "delivered", (count(*) FILTER (WHERE d."delivered_at" <= d."drop_at"))::int AS "on_time"
	  FROM "job_drops" d JOIN "jobs" j ON j."job_id" = d."job_id"
	 WHERE d."delivered_at" IS NOT NULL
	 GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_drop_days_uq" ON "analytics_drop_days" ("day", "creator_accn_id", "customer_accn_id", "to_accn_id");--> statement-breakpoint
-- Job payments (not cancelled) by billing day and paid day ('infinity' while unpaid), direction, the company on the
-- document's side (IN: the payer, OUT: the payee, as the workbench's payment cards) and currency: days outstanding.
CREATE MATERIALIZED VIEW "analytics_payment_days" AS
	SELECT p."billing_date" AS "billing_day", coalesce(p."paid_date", 'infinity'::date) AS "paid_day", p."direction",
	       CASE WHEN p."direction" = 'IN' THEN d."to_accn_id" ELSE d."from_accn_id" END AS "party_accn_id",
	       p."currency", count(*)::int AS "payments", sum(p."amount") AS "amount"
	  FROM "job_payments" p JOIN "money_documents" d ON d."doc_id" = p."doc_id"
	 WHERE p."status" <> 'CAN'
	 GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_payment_days_uq" ON "analytics_payment_days" ("billing_day", "paid_day", "direction", "party_accn_id", "currency");--> statement-breakpoint
-- When each view was last refreshed (the page's "as of").
CREATE TABLE "analytics_refreshes" (
	"view_name" varchar(64) PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "analytics_refreshes" ("view_name") VALUES
	('analytics_job_days'), ('analytics_bill_days'), ('analytics_drop_days'), ('analytics_payment_days');
