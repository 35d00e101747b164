ALTER TABLE "trucks" ADD COLUMN "length_mm" integer;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "width_mm" integer;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "height_mm" integer;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "dept_id" varchar(20);