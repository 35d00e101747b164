import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { CONTRACT_ROUTES, CONTRACT_ROUTE_PATHS as P } from './contract-paths';

const requestPages = () => import('./contract-request-pages');
const contractPages = () => import('./contract-pages');
const ratePages = () => import('./rate-table-pages');

/**
 * Routes of contracts, contract requests and rate tables (spec §2.3), for the signed-in shell; the permission
 * each needs is in the route table (src/web/app/route-permissions.ts).
 */
export function contractRoutes(): RouteObject[] {
  const r = CONTRACT_ROUTES;
  return [
    { path: P.requestList, lazy: lazyPage(requestPages, (m) => <m.ContractRequestListPage />) },
    { path: P.requestNew, lazy: lazyPage(requestPages, (m) => <m.ContractRequestDetailPage key="new" isNew />) },
    { path: P.requestDetail, lazy: lazyPage(requestPages, (m) => <m.ContractRequestDetailPage />) },
    {
      path: P.contractList,
      lazy: lazyPage(contractPages, (m) => <m.ContractListPage key="admin" base={r.contractList} />),
    },
    {
      path: P.contractDetail,
      lazy: lazyPage(contractPages, (m) => <m.ContractDetailPage key="admin" base={r.contractList} />),
    },
    {
      path: P.opadminContracts,
      lazy: lazyPage(contractPages, (m) => <m.ContractListPage key="opadmin" base={r.opadminContracts} />),
    },
    {
      path: P.opadminContractDetail,
      lazy: lazyPage(contractPages, (m) => <m.ContractDetailPage key="opadmin" base={r.opadminContracts} />),
    },
    { path: P.rateList, lazy: lazyPage(ratePages, (m) => <m.RateTableListPage key="manage" />) },
    { path: P.rateAdminList, lazy: lazyPage(ratePages, (m) => <m.RateTableListPage key="admin" />) },
    { path: P.rateNew, lazy: lazyPage(ratePages, (m) => <m.RateTableDetailPage key="new" isNew />) },
    { path: P.rateDetail, lazy: lazyPage(ratePages, (m) => <m.RateTableDetailPage />) },
    { path: P.rateAdminNew, lazy: lazyPage(ratePages, (m) => <m.RateTableDetailPage key="new" isNew />) },
    { path: P.rateAdminDetail, lazy: lazyPage(ratePages, (m) => <m.RateTableDetailPage />) },
  ];
}
