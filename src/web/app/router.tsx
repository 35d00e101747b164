import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from '../lib/router';
import { APPROVAL_LINK_PATTERN, BILLING_ROUTES } from '../billing/billing-api';
import { PAYMENTS_ROUTES } from '../payments/payments-api';
import { PAYOUT_ROUTES } from '../payouts';
import { contractRoutes } from '../contracts/contract-routes';
import { certificatePublicRoutes, certificateRoutes } from '../certificates/certificate-routes';
import { creditRoutes } from '../credit/credit-routes';
import { webhookRoutes } from '../webhooks/webhook-routes';
import { taxRoutes } from '../tax/tax-routes';
import { helpRoutes } from '../help/help-routes';
import { infoRoutes, publicInfoRoutes } from '../info/info-routes';
import { INFO_ROUTES } from '../info/info-paths';
import { reportRoutes } from '../reports/reports-routes';
import { sageRoutes } from '../sage/sage-routes';
import { jobRoutes } from '../jobs/job-routes';
import { jobUploadRoutes } from '../job-uploads/job-upload-routes';
import { vesselCallRoutes } from '../vessel-calls/vessel-calls-routes';
import { co2xRoutes } from '../co2x/co2x-routes';
import { accountInquiryRoutes } from '../account-inquiry/account-inquiry-routes';
import { terminationRoutes } from '../order-termination/termination-routes';
import { rentalRoutes } from '../rentals/rentals-routes';
import { leasingRoutes } from '../leasing/leasing-routes';
import { fuelRoutes } from '../fuel/fuel-routes';
import { insuranceRoutes } from '../insurance/insurance-routes';
import { resourceRoutes } from '../resources/resource-routes';
import { setAppNavigator } from '../lib/app-api-client';
import { lazyPage } from '../lib/lazy-page';
import { BASENAME, PATHS } from '../lib/paths';
import { requireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';

/**
 * The routes of the permission table, each behind the one guard. The table and the guard are loaded with the screen,
 * not with the entry: the sign-in page does not carry every route's rule (docs/performance.md).
 */
function guarded(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const path = route.path;
    const load = route.lazy;
    if (!path || typeof load !== 'function') return route;
    return {
      ...route,
      lazy: async () => {
        const [{ RouteGuard }, { ROUTE_PERMISSIONS }, loaded] = await Promise.all([
          import('./shell/route-guard'),
          import('./route-permissions'),
          load(),
        ]);
        const rule = ROUTE_PERMISSIONS[path];
        return rule ? { ...loaded, element: <RouteGuard rule={rule}>{loaded.element}</RouteGuard> } : loaded;
      },
    };
  });
}

const toNotFound = <Navigate to={PATHS.notFound} replace />;
const roleGuard = () => import('./shell/require-role');
/** A screen behind its route's role (spec §6), with the money part of the texts (the analytics screens' charts). */
const rolePage = <M,>(route: string, load: () => Promise<M>, render: (m: M) => ReactNode) =>
  lazyPage(
    () => Promise.all([roleGuard(), load()]),
    ([g, m]) => <g.RequireRole route={route}>{render(m)}</g.RequireRole>,
    'money',
  );

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
        lazy: lazyPage(
          () => import('../session/public-layout'),
          (m) => <m.PublicLayout />,
          'signin',
        ),
        children: [
          {
            path: PATHS.signin,
            lazy: lazyPage(
              () => import('../session/signin-page'),
              (m) => <m.SigninPage />,
              'signin',
            ),
          },
          {
            path: PATHS.signinBackToLogin,
            lazy: lazyPage(
              () => import('../session/signin-page'),
              (m) => <m.SigninPage />,
              'signin',
            ),
          },
          {
            path: PATHS.sso,
            lazy: lazyPage(
              () => import('../session/sso-page'),
              (m) => <m.SsoPage />,
            ),
          },
          {
            path: PATHS.forgotPassword,
            lazy: lazyPage(
              () => import('../session/forgot-password-page'),
              (m) => <m.ForgotPasswordPage />,
            ),
          },
          // Company self-registration (spec §2.5): blank, or a saved one opened with its secret.
          {
            path: PATHS.signup,
            lazy: lazyPage(
              () => import('../registration/registration-page'),
              (m) => <m.RegistrationPage />,
            ),
          },
          {
            path: PATHS.registration,
            lazy: lazyPage(
              () => import('../registration/registration-page'),
              (m) => <m.RegistrationPage />,
            ),
          },
          {
            path: PATHS.resetPassword,
            lazy: lazyPage(
              () => import('../session/reset-password-page'),
              (m) => <m.ResetPasswordPage />,
            ),
          },
          {
            path: PATHS.forceChangePassword,
            lazy: lazyPage(
              () => import('../session/force-change-password-page'),
              (m) => <m.ForceChangePasswordPage />,
            ),
          },
          {
            // Public cargo tracking (decision 0021): a visitor with a customer reference and a tracking code.
            path: PATHS.cargoTracking,
            lazy: lazyPage(
              () => import('../tracking/cargo-tracking-page'),
              (m) => <m.CargoTrackingPage />,
              'money',
            ),
          },
          // Certificates (decision 0030): the QR code's page and the public inquiry.
          ...certificatePublicRoutes(),
          {
            path: PATHS.sessionFaq,
            lazy: lazyPage(
              () => import('../info/info-pages'),
              (m) => <m.SessionFaqPage />,
            ),
          },
          // The public enquiry form (issue 18).
          ...publicInfoRoutes(),
          {
            path: PATHS.sessionContact,
            lazy: lazyPage(
              () => import('../info/info-pages'),
              (m) => <m.SessionContactPage />,
            ),
          },
          {
            path: PATHS.timeout,
            lazy: lazyPage(
              () => import('../session/timeout-page'),
              (m) => <m.TimeoutPage />,
            ),
          },
          {
            path: PATHS.activate,
            lazy: lazyPage(
              () => import('../session/activate-page'),
              (m) => <m.ActivatePage />,
            ),
          },
          // Explicit routes rank above this dynamic one, so /session/... never reaches it.
          {
            path: PATHS.whitelabelLogin,
            lazy: lazyPage(
              () => import('../session/whitelabel-login-page'),
              (m) => <m.WhitelabelLoginPage />,
            ),
          },
        ],
      },
      {
        // Refusals: inside the shell for a signed-in user, in the public layout for a visitor.
        id: 'refusals',
        lazy: lazyPage(
          () => import('./shell/refusal-layout'),
          (m) => <m.RefusalLayout />,
        ),
        children: [
          {
            path: PATHS.noPermission,
            lazy: lazyPage(
              () => import('../session/no-permission-page'),
              (m) => <m.NoPermissionPage />,
            ),
          },
          {
            path: PATHS.notFound,
            lazy: lazyPage(
              () => import('../session/not-found-page'),
              (m) => <m.NotFoundPage />,
            ),
          },
        ],
      },
      {
        // Signed-in pages inside the shell.
        id: 'shell',
        loader: requireAuth,
        // The shell's own texts only: each screen inside names (or loads) its own.
        lazy: lazyPage(
          () => import('./shell/app-shell-layout'),
          (m) => <m.AppShellLayout />,
          [],
        ),
        children: guarded([
          {
            path: PATHS.workbench,
            lazy: lazyPage(
              () => import('../dashboard/workbench-page'),
              (m) => <m.WorkbenchPage />,
              [],
            ),
          },
          {
            path: PATHS.analytics,
            lazy: rolePage(
              PATHS.analytics,
              () => import('../dashboard/analytics-page'),
              (m) => <m.AnalyticsPage />,
            ),
          },
          // A company administrator's analytics and fleet (issue 17); charts load with these screens only.
          {
            path: PATHS.analytics2,
            lazy: rolePage(
              PATHS.analytics2,
              () => import('../analytics/analytics2-page'),
              (m) => <m.Analytics2Page />,
            ),
          },
          {
            path: PATHS.inventoryManagement,
            lazy: rolePage(
              PATHS.inventoryManagement,
              () => import('../analytics/inventory-page'),
              (m) => <m.InventoryPage />,
            ),
          },
          {
            path: PATHS.notifications,
            lazy: lazyPage(
              () => import('../notifications/notifications-page'),
              (m) => <m.NotificationsPage />,
              'money',
            ),
          },
          {
            path: PATHS.notificationPreferences,
            lazy: lazyPage(
              () => import('../notifications/preferences-page'),
              (m) => <m.NotificationPreferencesPage />,
              'money',
            ),
          },
          {
            path: PATHS.updatePassword,
            lazy: lazyPage(
              () => import('../session/update-password-page'),
              (m) => <m.UpdatePasswordPage />,
            ),
          },
          {
            path: PATHS.outbox,
            lazy: lazyPage(
              () => import('../mail/outbox-page'),
              (m) => <m.OutboxPage />,
            ),
          },
          {
            path: PATHS.whitelabelAdmin,
            lazy: lazyPage(
              () => import('../whitelabel/whitelabel-admin-page'),
              (m) => <m.WhitelabelAdminPage />,
            ),
          },
          {
            path: PATHS.help,
            lazy: lazyPage(
              () => import('../info/info-pages'),
              (m) => <m.HelpPage />,
            ),
          },
          {
            path: PATHS.sysparamList,
            lazy: lazyPage(
              () => import('../sysparams/sysparam-pages'),
              (m) => <m.SysParamListPage />,
            ),
          },
          {
            path: PATHS.sysparamEdit,
            lazy: lazyPage(
              () => import('../sysparams/sysparam-pages'),
              (m) => <m.SysParamEditPage />,
            ),
          },
          {
            path: PATHS.auditLog,
            lazy: lazyPage(
              () => import('../logs/log-pages'),
              (m) => <m.AuditLogPage />,
            ),
          },
          {
            path: PATHS.trackAlerts,
            lazy: lazyPage(
              () => import('../tracking/alerts-page'),
              (m) => <m.AlertsPage />,
              'money',
            ),
          },
          {
            path: PATHS.trackFenceEvents,
            lazy: lazyPage(
              () => import('../tracking/fence-events-page'),
              (m) => <m.FenceEventsPage />,
            ),
          },
          {
            path: PATHS.liveMonitoring,
            lazy: lazyPage(
              () => import('../tracking/live-monitoring-page'),
              (m) => <m.LiveMonitoringPage />,
              'money',
            ),
          },
          {
            path: PATHS.historicalMonitoring,
            lazy: lazyPage(
              () => import('../tracking/historical-monitoring-page'),
              (m) => <m.HistoricalMonitoringPage />,
              'money',
            ),
          },
          {
            path: PATHS.truckTracking,
            lazy: lazyPage(
              () => import('../tracking/fleet-list'),
              (m) => <m.TruckTrackingPage />,
              'money',
            ),
          },
          {
            path: PATHS.exceptionLog,
            lazy: lazyPage(
              () => import('../logs/log-pages'),
              (m) => <m.ExceptionLogPage />,
            ),
          },
          {
            path: PATHS.documents,
            lazy: lazyPage(
              () => import('../files/documents-page'),
              (m) => <m.DocumentsPage />,
            ),
          },
          {
            path: PATHS.docRepo,
            lazy: lazyPage(
              () => import('../files/documents-page'),
              (m) => <m.DocumentsPage />,
            ),
          },
          {
            path: PATHS.authorisations,
            lazy: lazyPage(
              () => import('../authorisations/authorisations-page'),
              (m) => <m.AuthorisationsPage />,
            ),
          },
          // Companies: lists, the read-only inquiry with status history, view/edit and the own profile.
          {
            path: PATHS.accountsAll,
            lazy: lazyPage(
              () => import('../accounts/account-list-page'),
              (m) => <m.AccountsListPage viewBase="/manageAccount/view" />,
              ['accounts', 'company'],
            ),
          },
          {
            path: PATHS.accountsCo,
            lazy: lazyPage(
              () => import('../accounts/account-list-page'),
              (m) => <m.AccountsListPage presetType="ACC_TYPE_CO" viewBase="/manageAccount/view" />,
              ['accounts', 'company'],
            ),
          },
          {
            path: PATHS.accountDetail,
            lazy: lazyPage(
              () => import('../accounts/account-pages'),
              (m) => <m.AccountDetailPage editBase="/manageAccount" />,
            ),
          },
          {
            path: PATHS.accountDetailAlt,
            lazy: lazyPage(
              () => import('../accounts/account-pages'),
              (m) => <m.AccountDetailPage editBase="/detail/account" />,
            ),
          },
          {
            path: PATHS.accountProfile,
            lazy: lazyPage(
              () => import('../accounts/account-pages'),
              (m) => <m.AccountDetailPage own />,
            ),
          },
          {
            path: PATHS.accountProfileEdit,
            lazy: lazyPage(
              () => import('../accounts/account-pages'),
              (m) => <m.AccountDetailPage own />,
            ),
          },
          // A forwarder's customers; new: /manageAccountsFfCo/new/0/{ownAccnId}.
          {
            path: PATHS.ffCustomers,
            lazy: lazyPage(
              () => import('../ff-customers/ff-customer-pages'),
              (m) => <m.FfCustomerListPage />,
            ),
          },
          {
            path: PATHS.ffCustomerDetail,
            lazy: lazyPage(
              () => import('../ff-customers/ff-customer-pages'),
              (m) => <m.FfCustomerDetailPage />,
            ),
          },
          // Users: the platform's lists of every company's users, and a company administrator's own users.
          {
            path: PATHS.usersAll,
            lazy: lazyPage(
              () => import('../users/users-list-page'),
              (m) => <m.UsersListPage scope="all" detailBase="/manageUsers/user" />,
              ['users'],
            ),
          },
          {
            path: PATHS.opadminUsers,
            lazy: lazyPage(
              () => import('../users/users-list-page'),
              (m) => <m.UsersListPage scope="all" detailBase="/opadmin/user" />,
              ['users'],
            ),
          },
          {
            path: PATHS.companyUsers,
            lazy: lazyPage(
              () => import('../users/users-list-page'),
              (m) => <m.UsersListPage scope="own" detailBase="/manageUsers/user" />,
              ['users'],
            ),
          },
          {
            path: PATHS.accountUsers,
            lazy: lazyPage(
              () => import('../users/users-list-page'),
              (m) => <m.UsersListPage scope="own" detailBase="/manageAccount/user" />,
              ['users'],
            ),
          },
          {
            path: PATHS.userDetail,
            lazy: lazyPage(
              () => import('../users/user-detail-page'),
              (m) => <m.UserDetailPage platformList={PATHS.usersAll} companyList={PATHS.companyUsers} />,
            ),
          },
          {
            path: PATHS.opadminUserDetail,
            lazy: lazyPage(
              () => import('../users/user-detail-page'),
              (m) => <m.UserDetailPage platformList={PATHS.opadminUsers} companyList={PATHS.accountUsers} />,
            ),
          },
          {
            path: PATHS.accountUserDetail,
            lazy: lazyPage(
              () => import('../users/user-detail-page'),
              (m) => <m.UserDetailPage platformList={PATHS.opadminUsers} companyList={PATHS.accountUsers} />,
            ),
          },
          // Onboarding: submitted registrations, their review and the document verification queue.
          {
            path: PATHS.onboardingList,
            lazy: lazyPage(
              () => import('../registration/onboarding-list-page'),
              (m) => <m.OnboardingListPage />,
            ),
          },
          {
            path: PATHS.onboardingView,
            lazy: lazyPage(
              () => import('../registration/onboarding-view-page'),
              (m) => <m.OnboardingViewPage />,
            ),
          },
          // The document verification: billing documents of acknowledged bills and registration documents (tabs).
          {
            path: PATHS.docVerification,
            lazy: lazyPage(
              () => import('../billing/doc-verification-page'),
              (m) => <m.DocVerificationTabsPage />,
            ),
          },
          {
            path: `${BILLING_ROUTES.docVerificationJob}/:jobId`,
            lazy: lazyPage(
              () => import('../billing/doc-verification-job'),
              (m) => <m.DocVerificationJobPage />,
            ),
          },
          // Paying out (issue 14): the companies' bank accounts and the payouts to truck operators.
          {
            path: PAYOUT_ROUTES.bankAccounts,
            lazy: lazyPage(
              () => import('../payouts/bank-accounts-page'),
              (m) => <m.BankAccountsPage />,
              'money',
            ),
          },
          {
            path: PAYOUT_ROUTES.outboundPayments,
            lazy: lazyPage(
              () => import('../payouts/payouts-page'),
              (m) => <m.OutboundPaymentsPage />,
              'money',
            ),
          },
          {
            path: `${PAYOUT_ROUTES.payoutView}/:payoutId`,
            lazy: lazyPage(
              () => import('../payouts/payout-detail-page'),
              (m) => <m.PayoutDetailPage />,
              'money',
            ),
          },
          // Billing lists: the creator's finance dashboard, the truck operator's job billing.
          {
            path: BILLING_ROUTES.financeDashboard,
            lazy: lazyPage(
              () => import('../billing/finance-dashboard-page'),
              (m) => <m.FinanceDashboardPage />,
            ),
          },
          {
            path: BILLING_ROUTES.operatorBilling,
            lazy: lazyPage(
              () => import('../billing/billing-list-page'),
              (m) => <m.OperatorBillingPage />,
            ),
          },
          // Payments (issue 14): the documents owed and owing with ClicPay, the transactions, one transaction.
          {
            path: PAYMENTS_ROUTES.documents,
            lazy: lazyPage(
              () => import('../payments/payments-page'),
              (m) => <m.PaymentsPage />,
              'money',
            ),
          },
          {
            path: PAYMENTS_ROUTES.details,
            lazy: lazyPage(
              () => import('../payments/txn-list-page'),
              (m) => <m.PaymentTxnListPage />,
              'money',
            ),
          },
          {
            path: PAYMENTS_ROUTES.inbound,
            lazy: lazyPage(
              () => import('../payments/inbound-page'),
              (m) => <m.InboundPaymentsPage />,
              'money',
            ),
          },
          {
            path: PAYMENTS_ROUTES.staticVa,
            lazy: lazyPage(
              () => import('../payments/static-va-page'),
              (m) => <m.StaticVaPage />,
              'money',
            ),
          },
          {
            path: `${PAYMENTS_ROUTES.transaction}/:viewType/:txnId`,
            lazy: lazyPage(
              () => import('../payments/txn-page'),
              (m) => <m.PaymentTxnPage />,
              'money',
            ),
          },
          // Account lifecycle: suspension, termination and resumption requests (maker-checker).
          {
            path: PATHS.accountRequests,
            lazy: lazyPage(
              () => import('../account-requests/account-requests-page'),
              (m) => <m.AccountRequestsPage />,
            ),
          },
          {
            path: PATHS.infoFaq,
            lazy: lazyPage(
              () => import('../info/info-pages'),
              (m) => <m.InfoFaqPage />,
            ),
          },
          {
            path: PATHS.infoContact,
            lazy: lazyPage(
              () => import('../info/info-pages'),
              (m) => <m.InfoContactPage />,
            ),
          },
          // Master data, fleet and the other resource-engine screens, generated from RESOURCES.
          ...resourceRoutes(),
          // Contracts, contract requests and rate tables.
          ...contractRoutes(),
          // Credit limits (platform and GLI) and a company's credit line.
          ...creditRoutes(),
          ...webhookRoutes(),
          ...taxRoutes(),
          // Help articles (the list is on /help).
          ...helpRoutes(),
          // The platform's enquiries (issue 18).
          ...infoRoutes(),
          // A company's document upload page (spec §2.2): the document repository with its upload rules.
          {
            path: INFO_ROUTES.documentUpload,
            lazy: lazyPage(
              () => import('../files/documents-page'),
              (m) => <m.DocumentsPage />,
            ),
          },
          // Background reports: the catalogue with the user's runs, and a report's parameters.
          ...reportRoutes(),
          // The AR report and the Sage 300 exports (platform and GLI finance).
          ...sageRoutes(),
          // Trucking jobs: the lists by side, one job with its actions and timeline, the creator's form.
          ...jobRoutes(),
          // Bulk upload of jobs: the upload screen, past uploads and their reports.
          ...jobUploadRoutes(),
          // Issued certificates and the document previews of vessel calls (decision 0030).
          ...certificateRoutes(),
          // Vessel call applications, crew lists and agent associations (issue 18).
          ...vesselCallRoutes(),
          // CO2 emissions (issue 19): a company's, the offset, the platform's list and a job's figures.
          ...co2xRoutes(),
          // The platform's account inquiry (issue 19): find a company, one page about it.
          ...accountInquiryRoutes(),
          // Order terminations (issue 19): the requests and one with the platform's decision.
          ...terminationRoutes(),
          // Truck rentals (issue 19): both sides' list, the renter's request and one rental (decision 0033).
          ...rentalRoutes(),
          // Truck leasing (issue 19): both sides' list, the operator's application, one application, the platform's list (decision 0037).
          ...leasingRoutes(),
          // Fuel cards and fuel invoicing (issue 19): the cards, the statements, the operators' fuel invoices (decision 0039).
          ...fuelRoutes(),
          // Cargo insurance (issue 19): the list, the application and one application (decision 0038).
          ...insuranceRoutes(),
          // The e-mailed billing approval link (spec §2.1): signed in, then the bill and its verbs.
          {
            path: APPROVAL_LINK_PATTERN,
            lazy: lazyPage(
              () => import('../billing/approval-link-page'),
              (m) => <m.ApprovalLinkPage />,
            ),
          },
          // The spec names a second path for the notification templates list.
          { path: '/master/notification/list', element: <Navigate to="/notification/templates" replace /> },
        ]),
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
