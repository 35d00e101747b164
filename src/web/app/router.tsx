import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { UpdatePasswordPage } from '../account/update-password-page';
import { AnalyticsPage } from '../admin/analytics-page';
import { OutboxPage } from '../admin/outbox-page';
import { WhitelabelAdminPage } from '../admin/whitelabel-admin-page';
import { HelpPage, InfoContactPage, InfoFaqPage, SessionContactPage, SessionFaqPage } from '../general/info-pages';
import { WorkbenchPage } from '../general/workbench-page';
import { resourceRoutes } from '../resources/resource-routes';
import { ForceChangePasswordPage } from '../session/force-change-password-page';
import { ForgotPasswordPage } from '../session/forgot-password-page';
import { NoPermissionPage } from '../session/no-permission-page';
import { NotFoundPage } from '../session/not-found-page';
import { PublicLayout } from '../session/public-layout';
import { ResetPasswordPage } from '../session/reset-password-page';
import { SigninPage } from '../session/signin-page';
import { SsoPage } from '../session/sso-page';
import { TimeoutPage } from '../session/timeout-page';
import { WhitelabelLoginPage } from '../session/whitelabel-login-page';
import { AppShellLayout } from '../shell/app-shell-layout';
import { RequireRole } from '../shell/require-role';
import { setAppNavigator } from './app-api-client';
import { BASENAME, PATHS } from './paths';
import { requireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';

const toNotFound = <Navigate to={PATHS.notFound} replace />;

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
      {
        // Public session pages: top bar and footer for visitors only.
        id: 'public',
        element: <PublicLayout />,
        children: [
          { path: PATHS.signin, element: <SigninPage /> },
          { path: PATHS.signinBackToLogin, element: <SigninPage /> },
          { path: PATHS.sso, element: <SsoPage /> },
          { path: PATHS.forgotPassword, element: <ForgotPasswordPage /> },
          { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
          { path: PATHS.forceChangePassword, element: <ForceChangePasswordPage /> },
          { path: PATHS.sessionFaq, element: <SessionFaqPage /> },
          { path: PATHS.sessionContact, element: <SessionContactPage /> },
          { path: PATHS.timeout, element: <TimeoutPage /> },
          { path: PATHS.noPermission, element: <NoPermissionPage /> },
          { path: PATHS.notFound, element: <NotFoundPage /> },
          // Explicit routes rank above this dynamic one, so /session/... never reaches it.
          { path: PATHS.whitelabelLogin, element: <WhitelabelLoginPage /> },
        ],
      },
      {
        // Signed-in pages inside the shell.
        id: 'shell',
        loader: requireAuth,
        element: <AppShellLayout />,
        children: [
          { path: PATHS.workbench, element: <WorkbenchPage /> },
          {
            path: PATHS.analytics,
            element: (
              <RequireRole route={PATHS.analytics}>
                <AnalyticsPage />
              </RequireRole>
            ),
          },
          // Guarded now; their screens belong to later issues, so an admin sees the 404 page.
          { path: PATHS.analytics2, element: <RequireRole route={PATHS.analytics2}>{toNotFound}</RequireRole> },
          {
            path: PATHS.inventoryManagement,
            element: <RequireRole route={PATHS.inventoryManagement}>{toNotFound}</RequireRole>,
          },
          { path: PATHS.updatePassword, element: <UpdatePasswordPage /> },
          { path: PATHS.outbox, element: <OutboxPage /> },
          { path: PATHS.whitelabelAdmin, element: <WhitelabelAdminPage /> },
          { path: PATHS.help, element: <HelpPage /> },
          { path: PATHS.infoFaq, element: <InfoFaqPage /> },
          { path: PATHS.infoContact, element: <InfoContactPage /> },
          // Master data, fleet and the other resource-engine screens, generated from RESOURCES.
          ...resourceRoutes(),
        ],
      },
      { path: '*', element: toNotFound },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes, { basename: BASENAME });
  setAppNavigator((path) => void router.navigate(path));
  return router;
}
