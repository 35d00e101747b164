/** What other features use of announcements (the lint rule lets them import only this file). */
export { SiteFooter } from './site-footer';
export { LightAnnouncementBanner } from './light-announcement-banner';
