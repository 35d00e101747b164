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
};
