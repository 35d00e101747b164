/** The billing feature's query keys; every query and invalidation of billing goes through these. */
export const billingKeys = {
  all: ['billing'] as const,
  lists: () => [...billingKeys.all, 'list'] as const,
  list: (tab: string) => (query: Record<string, string | number>) => [...billingKeys.lists(), tab, query] as const,
  parties: (side: string) => [...billingKeys.all, 'parties', side] as const,
  job: (jobId: string) => [...billingKeys.all, 'job', jobId] as const,
  /** A document's content, under its job (a change of the job's billing refreshes it too). */
  file: (jobId: string, attId: string | null) => [...billingKeys.job(jobId), 'file', attId] as const,
  document: (docId: number) => [...billingKeys.all, 'document', docId] as const,
  approvalLink: (path: string) => [...billingKeys.all, 'approval-link', path] as const,
};
