import { z } from 'zod';
import { DRIVER_STATES } from '../resources/fleet/driver';

/**
 * The truck operator's dispatch work (issue 6): its drivers' availability with their current job, and its jobs to
 * assign (ACP, and ASG for reassignment). Shared by the server's query schemas and the web's filters.
 */

/** States a job is (re)assigned in, on the bulk-assignment screen. */
export const ASSIGNABLE_STATES = ['ACP', 'ASG'] as const;

/** Sortable columns of the driver availability list (default: name). */
export const DRIVER_AVAILABILITY_SORT = ['drvName', 'driverId', 'drvState', 'jobId', 'pickupAt'] as const;

/** Sortable columns of the jobs to assign (default: the earliest pickup first). */
export const ASSIGNABLE_SORT = ['pickupAt', 'jobId', 'jobState', 'customerRef', 'createdAt'] as const;

/**
 * A driver's availability: ASG while a job holds the driver (on a live job: job_resource_holds), else the driver's
 * own state (RDY, UNRDY and the others of the driver vocabulary). The workbench card counts the same values.
 */
export const driverAvailabilityFilters = {
  drvState: z.enum(DRIVER_STATES).optional(),
};

export const assignableFilters = {
  jobState: z.enum(ASSIGNABLE_STATES).optional(),
};

/**
 * Whether a truck may run a trip: its vehicle type (`trucks.vh_type`) is the trip's (`job_trips.vehicle_type`).
 * Both come from the one `veh-type` vocabulary, so the codes are compared as they are (case and spaces aside): no
 * substitutes (a longer truck, an EV for a diesel, a box for a reefer), because the trip was priced on its vehicle
 * type and the variants carry the cargo's needs (reefer, hazmat). A different type means the creator changes the job.
 */
export const truckFitsTrip = (truckType: string, tripVehicleType: string): boolean =>
  truckType.trim().toUpperCase() === tripVehicleType.trim().toUpperCase();
