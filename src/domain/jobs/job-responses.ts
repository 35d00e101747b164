import { z } from 'zod';
import { timestamp } from '../wire';
import { JOB_WORKFLOW, type JobWorkflowVerb } from './job-actions';

const jobVerbs = Object.keys(JOB_WORKFLOW.verbs) as [JobWorkflowVerb, ...JobWorkflowVerb[]];
/** The verbs the caller may use on the job now (src/domain/workflow.ts). */
const jobActions = z.array(z.enum(jobVerbs)).describe('The verbs the caller may use now');

/** Response schemas of the trucking jobs: the list row, one job with its containers, trips, drops and timeline. */

const money = z.string().describe('Decimal as text (NUMERIC), never a float');

/** One row of the job lists (`GET /jobs`, the export's source). */
export const jobListRow = z.object({
  jobId: z.string(),
  rentalId: z.string().nullable().describe("The truck rental this job runs (its dispatch verbs are the rental's), else null"),
  jobState: z.string(),
  jobOutPaymentState: z.string(),
  creatorAccnId: z.string(),
  creatorName: z.string(),
  customerAccnId: z.string(),
  customerName: z.string(),
  toAccnId: z.string(),
  toName: z.string(),
  shipmentType: z.string(),
  loadType: z.string(),
  truckingDirection: z.string(),
  customerRef: z.string().nullable(),
  blNo: z.string().nullable(),
  doNo: z.string().nullable(),
  containers: z.string().nullable().describe('The container numbers, comma-separated'),
  pickupAt: timestamp,
  currency: z.string().nullable(),
  totalCharge: money.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  version: z.number().int(),
  actions: jobActions,
});

export const jobContainer = z.object({
  seq: z.number().int(),
  containerNo: z.string(),
  sizeType: z.string(),
  sealNo: z.string().nullable(),
  grossWeightKg: z.number().int(),
  goodType: z.string(),
  containerLoad: z.string(),
});

export const jobDrop = z.object({
  dropId: z.number().int(),
  tripId: z.number().int(),
  jobId: z.string(),
  seq: z.number().int(),
  locId: z.string(),
  locName: z.string().nullable(),
  locCity: z.string().nullable(),
  dropAt: timestamp,
  rateLineId: z.number().int().nullable(),
  charge: money.nullable(),
  deliveredAt: timestamp.nullable(),
  receiverName: z.string().nullable(),
  podAttId: z.string().nullable(),
  deliveredBy: z.string().nullable(),
});

export const jobTrip = z.object({
  tripId: z.number().int(),
  jobId: z.string(),
  seq: z.number().int(),
  tripType: z.string(),
  vehicleType: z.string(),
  containerNo: z.string().nullable(),
  pickupLocId: z.string(),
  pickupLocName: z.string().nullable(),
  pickupLocCity: z.string().nullable(),
  pickupAt: timestamp,
  driverId: z.string().nullable(),
  truckId: z.string().nullable(),
  chsId: z.string().nullable(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  truckPlate: z.string().nullable(),
  assignedAt: timestamp.nullable(),
  charge: money.nullable(),
  deliveredAt: timestamp.nullable(),
  drops: z.array(jobDrop),
});

/** One entry of a job's timeline. */
export const jobEvent = z.object({
  at: timestamp,
  usrId: z.string().nullable(),
  usrName: z.string().nullable(),
  accnId: z.string().nullable(),
  verb: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  reason: z.string().nullable(),
  details: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('What the action carried: the price at submit, the assignment, the delivered drop'),
});

/** One job (`GET /jobs/:jobId` and the answer of every change): its content, children, timeline and what the caller may do. */
export const jobDetail = jobListRow.omit({ containers: true }).extend({
  contractId: z.string().nullable(),
  chargeBasis: z.string(),
  trackingCode: z
    .string()
    .describe(
      "Public cargo tracking's code (with the customer reference at /trucking/dsvs/cargo-tracking); the job's parties only",
    ),
  remarks: z.string().nullable(),
  doAttId: z.string().nullable(),
  submittedAt: timestamp.nullable(),
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  containers: z.array(jobContainer),
  trips: z.array(jobTrip),
  events: z.array(jobEvent),
  side: z.enum(['creator', 'operator']).nullable().describe("The caller's side of the job"),
  actions: jobActions,
});

/** A document attached to a job (delivery order, proof of delivery), with its content. */
export const jobDocument = z.object({
  attId: z.string(),
  attType: z.string(),
  attName: z.string(),
  mimeType: z.string(),
  attSize: z.number().int(),
  attData: z.string().describe('Base64'),
});

/** The answer of a bulk assignment: each job's new state. */
export const bulkAssignResult = z.object({ jobs: z.array(z.object({ jobId: z.string(), jobState: z.string() })) });

/** A drop of a trip to assign, with its location's name. */
export const assignableDrop = jobDrop.pick({
  dropId: true,
  tripId: true,
  seq: true,
  locId: true,
  locName: true,
  locCity: true,
  dropAt: true,
  deliveredAt: true,
});

/** A trip of a job to assign: what it needs (vehicle type, container size) and its current assignment. */
export const assignableTrip = jobTrip
  .pick({
    tripId: true,
    jobId: true,
    seq: true,
    tripType: true,
    vehicleType: true,
    containerNo: true,
    pickupLocId: true,
    pickupLocName: true,
    pickupLocCity: true,
    pickupAt: true,
    driverId: true,
    truckId: true,
    chsId: true,
    assignedAt: true,
    deliveredAt: true,
  })
  .extend({ sizeType: z.string().nullable(), drops: z.array(assignableDrop) });

/** A row of `GET /jobs/assignable`: an ACP or ASG job of the caller with its trips. */
export const assignableJob = z.object({
  jobId: z.string(),
  jobState: z.string(),
  version: z.number().int(),
  customerAccnId: z.string(),
  customerName: z.string().nullable(),
  customerRef: z.string().nullable(),
  blNo: z.string().nullable(),
  containers: z.string().nullable(),
  pickupAt: timestamp,
  createdAt: timestamp,
  trips: z.array(assignableTrip),
});

/** A row of `GET /jobs/drivers/availability`: a driver and, while a job holds it, that job's trip. */
export const driverAvailabilityRow = z.object({
  driverId: z.string(),
  drvName: z.string(),
  phone: z.string(),
  licenceClass: z.string(),
  drvState: z.string().describe("ASG while a job holds the driver, else the driver's own state (RDY, UNRDY…)"),
  jobId: z.string().nullable(),
  jobState: z.string().nullable(),
  tripId: z.number().int().nullable(),
  tripSeq: z.number().int().nullable(),
  tripCount: z.number().int().nullable(),
  pickupAt: timestamp.nullable(),
  pickupLocId: z.string().nullable(),
  pickupLocName: z.string().nullable(),
  pickupLocCity: z.string().nullable(),
  dropLocId: z.string().nullable(),
  dropLocName: z.string().nullable(),
  dropLocCity: z.string().nullable(),
  dropSeq: z.number().int().nullable(),
  dropCount: z.number().int().nullable(),
});

/** One line of an active rate table with its table's validity and currency (the job form's rate options). */
export const rateLane = z.object({
  rateId: z.string(),
  lineId: z.number(),
  fromLocId: z.string(),
  toLocId: z.string(),
  vehicleType: z.string(),
  tripType: z.string(),
  dropSeq: z.number().nullable(),
  charge: z.string(),
  currency: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
});
export type RateLane = z.infer<typeof rateLane>;
