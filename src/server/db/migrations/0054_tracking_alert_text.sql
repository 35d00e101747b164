-- Issue 17 (decision 0023): TRACKING_ALERT is now recorded for every alert, and most alerts happen with no job on the
-- road, so the seeded text no longer names the job ("(job )" read badly). Only the seeded sentence is replaced: a
-- template an administrator rewrote keeps its text. The job stays in the event's data (`jobNo`) and the webhook payload.
UPDATE "notification_templates" SET "body" = replace("body", 'Truck {{truckPlate}} (job {{jobNo}}): {{detail}}', 'Truck {{truckPlate}}: {{detail}}.') WHERE "nt_code" = 'TRACKING_ALERT' AND "lang" = 'en';--> statement-breakpoint
UPDATE "notification_templates" SET "body" = replace("body", 'Truk {{truckPlate}} (pekerjaan {{jobNo}}): {{detail}}', 'Truk {{truckPlate}}: {{detail}}.') WHERE "nt_code" = 'TRACKING_ALERT' AND "lang" = 'id';
