import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { WorkbenchPage } from '../general/workbench-page';
import { NoPermissionPage } from '../session/no-permission-page';
import { NotFoundPage } from '../session/not-found-page';
import { SigninPage } from '../session/signin-page';
import { TimeoutPage } from '../session/timeout-page';
import { setAppNavigator } from './app-api-client';
import { BASENAME, PATHS } from './paths';
import { requireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: (
      <Center h="100vh">
        <Loader />
      </Center>
    ),
    children: [
      { index: true, element: <Navigate to={PATHS.workbench} replace /> },
      { path: PATHS.signin, element: <SigninPage /> },
      { path: PATHS.signinBackToLogin, element: <SigninPage /> },
      { path: PATHS.timeout, element: <TimeoutPage /> },
      { path: PATHS.noPermission, element: <NoPermissionPage /> },
      { path: PATHS.notFound, element: <NotFoundPage /> },
      { path: PATHS.workbench, loader: requireAuth, element: <WorkbenchPage /> },
      { path: '*', element: <Navigate to={PATHS.notFound} replace /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes, { basename: BASENAME });
  setAppNavigator((path) => void router.navigate(path));
  return router;
}
