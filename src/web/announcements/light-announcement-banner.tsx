import { useTranslation } from '../lib/use-translation';
import type { ApiClient } from '../lib/api-client';
import { announcementLines } from './announcement-lines';
import { useOpenAnnouncements } from './open-announcements';
import { useAnnouncementsOf } from './use-announcements';
import './light-announcement-banner.css';

/**
 * The announcements banner of the light sign-in page (no Mantine): the first announcement for everyone the visitor
 * has not closed, like the app's banner (announcement-banner.tsx), in plain HTML.
 */
export function LightAnnouncementBanner({ api }: { api: ApiClient }) {
  const { t } = useTranslation();
  const { data } = useAnnouncementsOf(api);
  const { open, current, dismiss } = useOpenAnnouncements(data ?? []);
  if (!current) return null;
  return (
    <section className="la-banner" aria-label={t('announcements.label')} data-testid="announcements">
      <div className="la-body" data-testid="announcement">
        <p className="la-title">
          {current.canuSubject}
          {open.length > 1 && (
            <span className="la-more" data-testid="announcements-more">
              {t('announcements.more', { count: open.length - 1 })}
            </span>
          )}
        </p>
        {current.canuDescription && <p>{current.canuDescription}</p>}
        {announcementLines(current.canuContent).map((line, i) => (
          <p key={i} data-testid="announcement-line">
            {line}
          </p>
        ))}
      </div>
      <button type="button" className="la-close" onClick={dismiss} aria-label={t('announcements.dismiss')}>
        ×
      </button>
    </section>
  );
}
