import { z } from 'zod';
import { jobFields } from './job-schema';
import { JOB_STATES } from './job-actions';

const id = z.string().trim().min(1, 'validation.required').max(20, 'validation.tooLong');
const version = z.number({ message: 'validation.number' }).int().min(1);
const attId = z.string().uuid('validation.option');

/** Create: the job content and the delivery order document (an attachment id of the creator's repository). */
export const jobBody = jobFields.extend({ doAttId: attId.optional().nullable() }).strict();
export type JobBody = z.infer<typeof jobBody>;

/** Change a draft or rejected job: the content and the version read. */
export const jobUpdateBody = jobFields.extend({ doAttId: attId.optional().nullable(), version }).strict();
export type JobUpdateBody = z.infer<typeof jobUpdateBody>;

/** submit, withdraw, delete, cancel (reason), accept, reject (reason), start, pause. */
export const jobVerbBody = z
  .object({
    /** The version read; a stale one is 409. */
    version: version.optional(),
    reason: z.string().trim().max(1000, 'validation.tooLong').optional().nullable(),
  })
  .strict();
export type JobVerbBody = z.infer<typeof jobVerbBody>;

/** The creator attaches the delivery order document to a live job (an attachment of its repository). */
export const attachDoBody = z.object({ version: version.optional(), doAttId: attId }).strict();
export type AttachDoBody = z.infer<typeof attachDoBody>;

/** One trip's driver, truck and chassis (the chassis where the trip carries a container). */
export const tripAssignment = z
  .object({
    tripId: z.number({ message: 'validation.number' }).int().positive(),
    driverId: id,
    truckId: id,
    chsId: z.string().trim().max(20, 'validation.tooLong').optional().nullable(),
  })
  .strict();
export type TripAssignment = z.infer<typeof tripAssignment>;

export const assignBody = z
  .object({ version: version.optional(), trips: z.array(tripAssignment).min(1, 'validation.required').max(50) })
  .strict();
export type AssignBody = z.infer<typeof assignBody>;

/** Many jobs at once (all or nothing). */
export const bulkAssignBody = z
  .object({
    jobs: z
      .array(z.object({ jobId: id, version: version.optional(), trips: z.array(tripAssignment).min(1).max(50) }).strict())
      .min(1, 'validation.required')
      .max(100, 'validation.tooMany'),
  })
  .strict();
export type BulkAssignBody = z.infer<typeof bulkAssignBody>;

/** Delivery of one drop with its proof (a photo or signed document of the operator's repository). */
export const deliverBody = z
  .object({
    version: version.optional(),
    dropId: z.number({ message: 'validation.number' }).int().positive(),
    receiverName: z.string().trim().min(1, 'validation.required').max(128, 'validation.tooLong'),
    deliveredAt: z.string().datetime({ offset: true, message: 'validation.dateTime' }),
    podAttId: attId,
  })
  .strict();
export type DeliverBody = z.infer<typeof deliverBody>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');

/** The named filters of the job list (spec §3). */
export const jobListFilters = {
  jobDtCreateFrom: day.optional(),
  jobDtCreateTo: day.optional(),
  jobState: z.enum(JOB_STATES).optional(),
  jobOutPaymentState: z.string().trim().max(12).optional(),
};

/** The chassis size a container needs: ISO 6346 size code 2 is 20 ft, anything longer 40 ft. */
export const chassisSizeFor = (sizeType: string): '20FT' | '40FT' => (sizeType.startsWith('2') ? '20FT' : '40FT');
