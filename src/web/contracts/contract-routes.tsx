import type { RouteObject } from 'react-router';
import { ContractDetailPage, ContractListPage } from './contract-pages';
import { ContractRequestDetailPage, ContractRequestListPage } from './contract-request-pages';
import { CONTRACT_ROUTES } from './contracts-api';
import { RateTableDetailPage, RateTableListPage } from './rate-table-pages';

/** Routes of contracts, contract requests and rate tables (spec §2.3), for the signed-in shell. */
export function contractRoutes(): RouteObject[] {
  const r = CONTRACT_ROUTES;
  return [
    { path: r.requestList, element: <ContractRequestListPage /> },
    { path: `${r.requestDetail}/:viewType/:contractReqId?`, element: <ContractRequestDetailPage /> },
    { path: r.contractList, element: <ContractListPage key="admin" base={r.contractList} /> },
    { path: `${r.contractList}/view/:contractId`, element: <ContractDetailPage key="admin" base={r.contractList} /> },
    { path: r.opadminContracts, element: <ContractListPage key="opadmin" base={r.opadminContracts} /> },
    { path: `${r.opadminContracts}/view/:contractId`, element: <ContractDetailPage key="opadmin" base={r.opadminContracts} /> },
    { path: r.rateList, element: <RateTableListPage key="manage" /> },
    { path: r.rateAdminList, element: <RateTableListPage key="admin" /> },
    { path: `${r.rateDetail}/:viewType/:id?`, element: <RateTableDetailPage /> },
    { path: `${r.rateAdminList}/:viewType/:id?`, element: <RateTableDetailPage /> },
  ];
}
