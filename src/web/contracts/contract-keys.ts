type Query = Record<string, string | number>;

/** The contracts feature's query keys (contracts, contract requests, rate tables); invalidation goes through them. */
export const contractKeys = {
  all: ['contracts'] as const,
  list: (query: Query) => [...contractKeys.all, 'list', query] as const,
  item: (contractId: string | undefined) => [...contractKeys.all, 'item', contractId] as const,
  partyOptions: (side: string) => [...contractKeys.all, 'party-options', side] as const,
};

export const contractRequestKeys = {
  all: ['contract-requests'] as const,
  list: (query: Query) => [...contractRequestKeys.all, 'list', query] as const,
  item: (reqId: string | undefined) => [...contractRequestKeys.all, 'item', reqId] as const,
};

export const rateTableKeys = {
  all: ['rate-tables'] as const,
  list: (query: Query) => [...rateTableKeys.all, 'list', query] as const,
  item: (id: string | undefined) => [...rateTableKeys.all, 'item', id] as const,
  locations: (toAccnId: string | undefined, customerAccnId: string | undefined) =>
    [...rateTableKeys.all, 'locations', toAccnId, customerAccnId] as const,
};
