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
