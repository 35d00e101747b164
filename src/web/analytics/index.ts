export { BusinessAnalytics } from './business-analytics';
