type Query = Record<string, string | number>;

/** The vessel-calls feature's query keys; invalidation goes through them. */
export const vesselCallKeys = {
  all: ['vessel-calls'] as const,
  list: (query: Query) => [...vesselCallKeys.all, 'list', query] as const,
  item: (vcId: string | undefined) => [...vesselCallKeys.all, 'item', vcId] as const,
  options: () => [...vesselCallKeys.all, 'options'] as const,
};

export const crewListKeys = {
  all: ['crew-lists'] as const,
  list: (query: Query) => [...crewListKeys.all, 'list', query] as const,
  item: (id: string | undefined) => [...crewListKeys.all, 'item', id] as const,
};

export const agentAssociationKeys = {
  all: ['agent-associations'] as const,
  list: (query: Query) => [...agentAssociationKeys.all, 'list', query] as const,
};
