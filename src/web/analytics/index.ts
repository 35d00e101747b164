export { BusinessAnalytics } from './business-analytics';
export { analyticsKeys } from './analytics-api';
