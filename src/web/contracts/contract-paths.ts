/** Web routes of contracts, contract requests and rate tables (spec §2.3). */
export const CONTRACT_ROUTES = {
  requestList: '/opadmin/contractrequest',
  requestDetail: '/opadmin/contractrequest',
  contractList: '/administrations/contract-management',
  opadminContracts: '/opadmin/contracts',
  rateAdminList: '/administrations/rateTable-management',
  rateList: '/manage/ratetable',
  rateDetail: '/manage/ratetable-details',
} as const;

const r = CONTRACT_ROUTES;

/**
 * The route patterns (lib/router), shared by the routes and the route permission table. A new record has a
 * route of its own (`…/new` ranks above `…/:viewType`), so the right to make one is the route's permission.
 */
export const CONTRACT_ROUTE_PATHS = {
  requestList: r.requestList,
  requestNew: `${r.requestDetail}/new`,
  requestDetail: `${r.requestDetail}/:viewType/:contractReqId`,
  contractList: r.contractList,
  contractDetail: `${r.contractList}/view/:contractId`,
  opadminContracts: r.opadminContracts,
  opadminContractDetail: `${r.opadminContracts}/view/:contractId`,
  rateList: r.rateList,
  rateAdminList: r.rateAdminList,
  rateNew: `${r.rateDetail}/new`,
  rateDetail: `${r.rateDetail}/:viewType/:id`,
  rateAdminNew: `${r.rateAdminList}/new`,
  rateAdminDetail: `${r.rateAdminList}/:viewType/:id`,
} as const;
