-- FAQ entries and enquiries (issue 18, guides and public pages; docs/decisions/0031-guides-and-public-pages.md).
CREATE SEQUENCE "enquiry_seq";--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"faq_id" varchar(20) PRIMARY KEY NOT NULL,
	"category" varchar(16) NOT NULL,
	"question_en" varchar(300) NOT NULL,
	"answer_en" text NOT NULL,
	"question_id" varchar(300),
	"answer_id" text,
	"sort_order" integer DEFAULT 100 NOT NULL,
	"faq_status" char(1) DEFAULT 'A' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(35),
	"updated_by" varchar(35),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faq_entries_order_idx" ON "faq_entries" USING btree ("faq_status","sort_order");--> statement-breakpoint
CREATE TABLE "enquiries" (
	"enq_id" varchar(20) PRIMARY KEY DEFAULT 'ENQ' || lpad(nextval('enquiry_seq')::text, 6, '0') NOT NULL,
	"company" varchar(128),
	"name" varchar(128) NOT NULL,
	"email" varchar(254) NOT NULL,
	"topic" varchar(16) NOT NULL,
	"message" text NOT NULL,
	"lang" varchar(2) DEFAULT 'en' NOT NULL,
	"status" varchar(12) DEFAULT 'OPEN' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" varchar(35),
	"closed_at" timestamp with time zone,
	"closed_by" varchar(35),
	"usr_id" varchar(35),
	"client_ip" varchar(64),
	"challenge_nonce" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_status_ck" CHECK ("status" IN ('OPEN', 'ANSWERED', 'CLOSED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_nonce_uq" ON "enquiries" USING btree ("challenge_nonce");--> statement-breakpoint
CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status","created_at" DESC NULLS LAST);
