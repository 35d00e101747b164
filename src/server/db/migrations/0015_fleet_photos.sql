ALTER TABLE "drivers" ADD COLUMN "licence_photo_att_id" uuid;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "photo_att_id" uuid;