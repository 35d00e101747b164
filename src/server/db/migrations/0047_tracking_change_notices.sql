-- Issue 16: what the ingestion keeps in memory per process (devices by IMEI with their truck's plate, the geofences
-- a truck is checked against, the planned route of its live trip, the companies' alert rules) is dropped in every
-- process when its source changes, whatever code changed it: statement triggers send a NOTIFY on `lintas_changes`
-- (src/server/db/notify.ts), delivered on commit. A session that ends announces itself on the same channel, so a
-- live-map stream of that session (GET /tracking/stream) closes at once.
CREATE OR REPLACE FUNCTION lintas_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lintas_changes', TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lintas_announce_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lintas_changes', 'session_ended:' || NEW.id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tracking_devices_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tracking_devices
  FOR EACH STATEMENT EXECUTE FUNCTION lintas_announce_change('tracking_devices');
--> statement-breakpoint
CREATE TRIGGER trucks_plate_announce AFTER UPDATE OF vh_plate_no OR DELETE ON trucks
  FOR EACH STATEMENT EXECUTE FUNCTION lintas_announce_change('tracking_devices');
--> statement-breakpoint
CREATE TRIGGER location_geofences_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location_geofences
  FOR EACH STATEMENT EXECUTE FUNCTION lintas_announce_change('tracking_trips');
--> statement-breakpoint
CREATE TRIGGER locations_moved_announce AFTER UPDATE OF lat, lon, accn_id OR DELETE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION lintas_announce_change('tracking_trips');
--> statement-breakpoint
CREATE TRIGGER job_trips_announce AFTER INSERT OR DELETE OR UPDATE OF truck_id, pickup_loc_id, job_id ON job_trips
  FOR EACH STATEMENT EXECUTE FUNCTION lintas_announce_change('tracking_trips');
--> statement-breakpoint
CREATE TRIGGER job_drops_announce AFTER INSERT OR DELETE OR UPDATE OF loc_id, trip_id, seq ON job_drops
  FOR EACH STATEMENT EXECUTE FUNCTION lintas_announce_change('tracking_trips');
--> statement-breakpoint
CREATE TRIGGER jobs_state_announce AFTER UPDATE OF job_state ON jobs
  FOR EACH ROW WHEN (OLD.job_state IS DISTINCT FROM NEW.job_state) EXECUTE FUNCTION lintas_announce_change('tracking_trips');
--> statement-breakpoint
CREATE TRIGGER jobs_deleted_announce AFTER DELETE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION lintas_announce_change('tracking_trips');
--> statement-breakpoint
CREATE TRIGGER track_alert_rules_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON track_alert_rules
  FOR EACH STATEMENT EXECUTE FUNCTION lintas_announce_change('tracking_rules');
--> statement-breakpoint
CREATE TRIGGER sessions_ended_announce AFTER UPDATE OF ended_at ON sessions
  FOR EACH ROW WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL) EXECUTE FUNCTION lintas_announce_session_end();
