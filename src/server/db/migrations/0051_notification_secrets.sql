-- Issue 17 (decisions 0023, 0024): webhook secrets encrypted at rest (AES-256-GCM under DATA_KEY; the sealed value is
-- longer than the plain one), and the webhooks' test event PING is no one's notification type. The rows written
-- before are encrypted by the data step that runs after the migrations (src/server/webhooks/seal-secrets.ts): the key
-- is configuration, never in the database.
ALTER TABLE "webhook_endpoints" ALTER COLUMN "secret" TYPE varchar(255);--> statement-breakpoint
DELETE FROM "notification_preferences" WHERE "nt_code" = 'PING';--> statement-breakpoint
DELETE FROM "notifications" WHERE "type" = 'PING';--> statement-breakpoint
DELETE FROM "notification_templates" WHERE "nt_code" = 'PING';--> statement-breakpoint
DELETE FROM "mst_notification_types" WHERE "nt_code" = 'PING';
