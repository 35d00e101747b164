export { DashboardCard, type StatLink } from './dashboard-card';
export { cardsOfTab, useDashboard } from './use-dashboard';
