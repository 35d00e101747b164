import type { RouteObject } from 'react-router';
import { lazyPage } from '../app/lazy-page';
import { CONTRACT_ROUTES } from './contract-paths';

/** Routes of contracts, contract requests and rate tables (spec §2.3), for the signed-in shell. */
export function contractRoutes(): RouteObject[] {
  const r = CONTRACT_ROUTES;
  return [
    {
      path: r.requestList,
      lazy: lazyPage(
        () => import('./contract-request-pages'),
        (m) => <m.ContractRequestListPage />,
      ),
    },
    {
      path: `${r.requestDetail}/:viewType/:contractReqId?`,
      lazy: lazyPage(
        () => import('./contract-request-pages'),
        (m) => <m.ContractRequestDetailPage />,
      ),
    },
    {
      path: r.contractList,
      lazy: lazyPage(
        () => import('./contract-pages'),
        (m) => <m.ContractListPage key="admin" base={r.contractList} />,
      ),
    },
    {
      path: `${r.contractList}/view/:contractId`,
      lazy: lazyPage(
        () => import('./contract-pages'),
        (m) => <m.ContractDetailPage key="admin" base={r.contractList} />,
      ),
    },
    {
      path: r.opadminContracts,
      lazy: lazyPage(
        () => import('./contract-pages'),
        (m) => <m.ContractListPage key="opadmin" base={r.opadminContracts} />,
      ),
    },
    {
      path: `${r.opadminContracts}/view/:contractId`,
      lazy: lazyPage(
        () => import('./contract-pages'),
        (m) => <m.ContractDetailPage key="opadmin" base={r.opadminContracts} />,
      ),
    },
    {
      path: r.rateList,
      lazy: lazyPage(
        () => import('./rate-table-pages'),
        (m) => <m.RateTableListPage key="manage" />,
      ),
    },
    {
      path: r.rateAdminList,
      lazy: lazyPage(
        () => import('./rate-table-pages'),
        (m) => <m.RateTableListPage key="admin" />,
      ),
    },
    {
      path: `${r.rateDetail}/:viewType/:id?`,
      lazy: lazyPage(
        () => import('./rate-table-pages'),
        (m) => <m.RateTableDetailPage />,
      ),
    },
    {
      path: `${r.rateAdminList}/:viewType/:id?`,
      lazy: lazyPage(
        () => import('./rate-table-pages'),
        (m) => <m.RateTableDetailPage />,
      ),
    },
  ];
}
