/** Web routes of vessel call applications, crew lists and agent associations (issue 18; spec §2.3). */
export const VESSEL_CALL_ROUTES = {
  list: '/applications/services/vesselCall',
  crewLists: '/configuration/crewList',
  agents: '/association/agentAss',
} as const;

const r = VESSEL_CALL_ROUTES;

/**
 * The route patterns (lib/router), shared by the routes, the route permission table and the breadcrumbs. A new
 * record has a route of its own (`…/new` ranks above `…/:viewType`).
 */
export const VESSEL_CALL_ROUTE_PATHS = {
  list: r.list,
  new: `${r.list}/new`,
  detail: `${r.list}/:viewType/:vcId`,
  crewLists: r.crewLists,
  crewListNew: `${r.crewLists}/new`,
  crewListDetail: `${r.crewLists}/:viewType/:crewListId`,
  agents: r.agents,
} as const;

/** A vessel call's screen: view, edit (a draft), amend (a returned one). */
export const vesselCallPath = (viewType: 'view' | 'edit' | 'amend', vcId: string) =>
  `${r.list}/${viewType}/${encodeURIComponent(vcId)}`;
export const crewListPath = (viewType: 'view' | 'edit', crewListId: string) =>
  `${r.crewLists}/${viewType}/${encodeURIComponent(crewListId)}`;
