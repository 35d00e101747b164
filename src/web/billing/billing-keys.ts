/** The billing feature's query keys; every query and invalidation of billing goes through these. */
export const billingKeys = {
  all: ['billing'] as const,
  lists: () => [...billingKeys.all, 'list'] as const,
  list: (tab: string) => (query: Record<string, string | number>) => [...billingKeys.lists(), tab, query] as const,
  parties: (side: string) => [...billingKeys.all, 'parties', side] as const,
  job: (jobId: string) => [...billingKeys.all, 'job', jobId] as const,
  document: (docId: number) => [...billingKeys.all, 'document', docId] as const,
  approvalLink: (path: string) => [...billingKeys.all, 'approval-link', path] as const,
};
