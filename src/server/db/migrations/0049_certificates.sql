-- Certificates of approved vessel calls (issue 18, part "Certificates"; docs/decisions/0030-certificates.md).
ALTER TABLE "mst_certificate_configs" ADD COLUMN "printed_fields" varchar(512);--> statement-breakpoint
UPDATE "mst_certificate_configs" SET "validity_days" = v.days, "printed_fields" = v.fields
FROM (VALUES
  ('EP', 30, 'vesselName,imoNo,callSign,flag,shipType,grossTonnage,lineName,portCode,terminalCode,eta,lastPort,voyageNo,masterName'),
  ('DOS', 30, 'vesselName,imoNo,callSign,flag,shipType,grossTonnage,lineName,portCode,terminalCode,eta,etd,masterName'),
  ('PAS', 7, 'vesselName,imoNo,callSign,flag,shipType,grossTonnage,lineName,portCode,eta,lastPort,voyageNo,masterName,crewCount,passengerCount'),
  ('QUD', 2, 'vesselName,imoNo,callSign,flag,shipType,grossTonnage,lineName,portCode,etd,nextPort,masterName,crewCount,passengerCount'),
  ('FRQ', 30, 'vesselName,imoNo,callSign,flag,shipType,grossTonnage,lineName,portCode,eta,lastPort,masterName,crewCount,passengerCount'),
  ('POC', 1, 'vesselName,imoNo,callSign,flag,shipType,grossTonnage,lineName,portCode,terminalCode,etd,nextPort,voyageNo,masterName,crewCount,passengerCount,dangerousGoods'),
  ('SSCC', 180, 'vesselName,imoNo,callSign,flag,shipType,grossTonnage,lineName,portCode,masterName'),
  ('SSCEC', 180, 'vesselName,imoNo,callSign,flag,shipType,grossTonnage,lineName,portCode,masterName')
) AS v(cert_type, days, fields)
WHERE "mst_certificate_configs"."cert_type" = v.cert_type AND "mst_certificate_configs"."printed_fields" IS NULL;--> statement-breakpoint
CREATE TABLE "certificate_series" (
	"cert_type" varchar(8) NOT NULL REFERENCES "mst_certificate_configs"("cert_type"),
	"year" integer NOT NULL,
	"last_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "certificate_series_pk" PRIMARY KEY ("cert_type", "year")
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"cert_id" varchar(20) PRIMARY KEY NOT NULL REFERENCES "vessel_call_certificates"("cert_id"),
	"cert_no" varchar(32) NOT NULL,
	"cert_type" varchar(8) NOT NULL REFERENCES "mst_certificate_configs"("cert_type"),
	"cert_token" varchar(64) NOT NULL,
	"vc_id" varchar(20) NOT NULL REFERENCES "vessel_calls"("vc_id"),
	"line_accn_id" varchar(20) NOT NULL REFERENCES "accounts"("accn_id"),
	"vessel_name" varchar(100) NOT NULL,
	"imo_no" char(7) NOT NULL,
	"issuer_name" varchar(256) NOT NULL,
	"content" jsonb NOT NULL,
	"state" varchar(8) DEFAULT 'ISSUED' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" varchar(35),
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" varchar(35),
	"revoke_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "certificates_state_ck" CHECK ("state" IN ('ISSUED', 'REVOKED')),
	CONSTRAINT "certificates_dates_ck" CHECK ("expires_at" > "issued_at"),
	CONSTRAINT "certificates_revoked_ck" CHECK (("state" = 'REVOKED') = ("revoked_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_no_uq" ON "certificates" USING btree ("cert_type", "cert_no");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_token_uq" ON "certificates" USING btree ("cert_token");--> statement-breakpoint
CREATE INDEX "certificates_line_idx" ON "certificates" USING btree ("line_accn_id", "issued_at" DESC);--> statement-breakpoint
CREATE INDEX "certificates_vc_idx" ON "certificates" USING btree ("vc_id");
