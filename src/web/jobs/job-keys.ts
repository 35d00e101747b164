/** The jobs feature's query keys; every query and invalidation of jobs goes through these. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...jobKeys.lists(), query] as const,
  item: (jobId: string) => [...jobKeys.all, 'item', jobId] as const,
  driverAvailability: (query: Record<string, string | number>) => [...jobKeys.all, 'drivers', 'availability', query] as const,
  assignable: (query: Record<string, string | number>) => [...jobKeys.all, 'assignable', query] as const,
  operatorOptions: (customerAccnId: string | undefined, onDate: string | undefined) =>
    [...jobKeys.all, 'operator-options', customerAccnId, onDate] as const,
  locationOptions: (toAccnId: string | undefined, customerAccnId: string | undefined) =>
    [...jobKeys.all, 'location-options', toAccnId, customerAccnId] as const,
  rateOptions: (toAccnId: string | undefined, customerAccnId: string | undefined, onDate: string | undefined) =>
    [...jobKeys.all, 'rate-options', toAccnId, customerAccnId, onDate] as const,
  /**
   * A forwarder's customers for the job form: the ff-customers feature's data (it has no public key factory), kept
   * under that feature's key root so its own invalidations (`['ff-customers']`) refresh the form's options too.
   */
  ffCustomerOptions: () => ['ff-customers', 'list', 'for-jobs'] as const,
};
