/** The app's router (decision 0044): the part of React Router's API the screens use, in a few kilobytes. */
export {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useBlocker,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
} from './components';
export type { Location, To } from './history';
export {
  generatePath,
  matchPath,
  matchRoutes,
  type LoaderFunctionArgs,
  type Params,
  type RouteMatch,
  type RouteObject,
} from './route-match';
export { createBrowserRouter, createMemoryRouter, redirect, type Blocker, type Router } from './router';
