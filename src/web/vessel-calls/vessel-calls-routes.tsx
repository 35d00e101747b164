import type { RouteObject } from '../lib/router';
import { lazyPage } from '../lib/lazy-page';
import { VESSEL_CALL_ROUTE_PATHS as P } from './vessel-call-paths';

const callPages = () => import('./vessel-call-pages');
const crewPages = () => import('./crew-list-pages');
const agentPage = () => import('./agent-association-page');
const SECTIONS = ['vesselCalls', 'resources'];

/**
 * Routes of vessel call applications, crew lists and agent associations (issue 18), for the signed-in shell; the
 * permission each needs is in the route table (src/web/app/route-permissions.ts).
 */
export function vesselCallRoutes(): RouteObject[] {
  return [
    { path: P.list, lazy: lazyPage(callPages, (m) => <m.VesselCallListPage />, SECTIONS) },
    { path: P.new, lazy: lazyPage(callPages, (m) => <m.VesselCallDetailPage key="new" isNew />, SECTIONS) },
    { path: P.detail, lazy: lazyPage(callPages, (m) => <m.VesselCallDetailPage />, SECTIONS) },
    { path: P.crewLists, lazy: lazyPage(crewPages, (m) => <m.CrewListListPage />, SECTIONS) },
    { path: P.crewListNew, lazy: lazyPage(crewPages, (m) => <m.CrewListDetailPage key="new" isNew />, SECTIONS) },
    { path: P.crewListDetail, lazy: lazyPage(crewPages, (m) => <m.CrewListDetailPage />, SECTIONS) },
    { path: P.agents, lazy: lazyPage(agentPage, (m) => <m.AgentAssociationPage />, SECTIONS) },
  ];
}
