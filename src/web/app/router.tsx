import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { UpdatePasswordPage } from '../account/update-password-page';
import { AccountRequestsPage } from '../account-lifecycle/account-requests-page';
import { AnalyticsPage } from '../admin/analytics-page';
import { OutboxPage } from '../admin/outbox-page';
import { WhitelabelAdminPage } from '../admin/whitelabel-admin-page';
import { HelpPage, InfoContactPage, InfoFaqPage, SessionContactPage, SessionFaqPage } from '../general/info-pages';
import { WorkbenchPage } from '../general/workbench-page';
import { AccountDetailPage, AccountsListPage } from '../administration/account-pages';
import { AuthorisationsPage } from '../administration/authorisations-page';
import { DocumentsPage } from '../administration/documents-page';
import { AuditLogPage, ExceptionLogPage } from '../administration/log-pages';
import { FfCustomerDetailPage, FfCustomerListPage } from '../administration/ff-customer-pages';
import { SysParamEditPage, SysParamListPage } from '../administration/sysparam-pages';
import { UserDetailPage } from '../administration/user-detail-page';
import { UsersListPage } from '../administration/users-list-page';
import { DocVerificationPage } from '../onboarding/doc-verification-page';
import { OnboardingListPage } from '../onboarding/onboarding-list-page';
import { OnboardingViewPage } from '../onboarding/onboarding-view-page';
import { RegistrationPage } from '../registration/registration-page';
import { contractRoutes } from '../contracts/contract-routes';
import { jobRoutes } from '../jobs/job-routes';
import { jobUploadRoutes } from '../job-uploads/job-upload-routes';
import { resourceRoutes } from '../resources/resource-routes';
import { ActivatePage } from '../session/activate-page';
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
          // Company self-registration (spec §2.5): blank, or a saved one opened with its secret.
          { path: PATHS.signup, element: <RegistrationPage /> },
          { path: PATHS.registration, element: <RegistrationPage /> },
          { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
          { path: PATHS.forceChangePassword, element: <ForceChangePasswordPage /> },
          { path: PATHS.sessionFaq, element: <SessionFaqPage /> },
          { path: PATHS.sessionContact, element: <SessionContactPage /> },
          { path: PATHS.timeout, element: <TimeoutPage /> },
          { path: PATHS.activate, element: <ActivatePage /> },
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
          { path: PATHS.sysparamList, element: <SysParamListPage /> },
          { path: PATHS.sysparamEdit, element: <SysParamEditPage /> },
          { path: PATHS.auditLog, element: <AuditLogPage /> },
          { path: PATHS.exceptionLog, element: <ExceptionLogPage /> },
          { path: PATHS.documents, element: <DocumentsPage /> },
          { path: PATHS.docRepo, element: <DocumentsPage /> },
          { path: PATHS.authorisations, element: <AuthorisationsPage /> },
          // Companies: lists, the read-only inquiry with status history, view/edit and the own profile.
          { path: PATHS.accountsAll, element: <AccountsListPage viewBase="/manageAccount/view" /> },
          { path: PATHS.accountsCo, element: <AccountsListPage presetType="ACC_TYPE_CO" viewBase="/manageAccount/view" /> },
          { path: PATHS.accountsInquiry, element: <AccountsListPage viewBase="/opadmin/inquiry/accn/view" /> },
          { path: PATHS.accountInquiryView, element: <AccountDetailPage inquiry /> },
          { path: PATHS.accountDetail, element: <AccountDetailPage editBase="/manageAccount" /> },
          { path: PATHS.accountDetailAlt, element: <AccountDetailPage editBase="/detail/account" /> },
          { path: PATHS.accountProfile, element: <AccountDetailPage own /> },
          { path: PATHS.accountProfileEdit, element: <AccountDetailPage own /> },
          // A forwarder's customers; new: /manageAccountsFfCo/new/0/{ownAccnId}.
          { path: PATHS.ffCustomers, element: <FfCustomerListPage /> },
          { path: PATHS.ffCustomerDetail, element: <FfCustomerDetailPage /> },
          // Users: the platform's lists of every company's users, and a company administrator's own users.
          { path: PATHS.usersAll, element: <UsersListPage scope="all" detailBase="/manageUsers/user" /> },
          { path: PATHS.opadminUsers, element: <UsersListPage scope="all" detailBase="/opadmin/user" /> },
          { path: PATHS.companyUsers, element: <UsersListPage scope="own" detailBase="/manageUsers/user" /> },
          { path: PATHS.accountUsers, element: <UsersListPage scope="own" detailBase="/manageAccount/user" /> },
          {
            path: PATHS.userDetail,
            element: <UserDetailPage platformList={PATHS.usersAll} companyList={PATHS.companyUsers} />,
          },
          {
            path: PATHS.opadminUserDetail,
            element: <UserDetailPage platformList={PATHS.opadminUsers} companyList={PATHS.accountUsers} />,
          },
          {
            path: PATHS.accountUserDetail,
            element: <UserDetailPage platformList={PATHS.opadminUsers} companyList={PATHS.accountUsers} />,
          },
          // Onboarding: submitted registrations, their review and the document verification queue.
          { path: PATHS.onboardingList, element: <OnboardingListPage /> },
          { path: PATHS.onboardingView, element: <OnboardingViewPage /> },
          { path: PATHS.docVerification, element: <DocVerificationPage /> },
          // Account lifecycle: suspension, termination and resumption requests (maker-checker).
          { path: PATHS.accountRequests, element: <AccountRequestsPage /> },
          { path: PATHS.infoFaq, element: <InfoFaqPage /> },
          { path: PATHS.infoContact, element: <InfoContactPage /> },
          // Master data, fleet and the other resource-engine screens, generated from RESOURCES.
          ...resourceRoutes(),
          // Contracts, contract requests and rate tables.
          ...contractRoutes(),
          // Trucking jobs: the lists by side, one job with its actions and timeline, the creator's form.
          ...jobRoutes(),
          // Bulk upload of jobs: the upload screen, past uploads and their reports.
          ...jobUploadRoutes(),
          // The spec names a second path for the notification templates list.
          { path: '/master/notification/list', element: <Navigate to="/notification/templates" replace /> },
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
