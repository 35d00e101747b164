// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/render-app';
import { renderUi } from '../test/render-ui';
import { announcementLines } from './announcement-lines';
import { AnnouncementBanner } from './announcement-banner';
import { DISMISSED_ANNOUNCEMENTS_KEY } from './open-announcements';
import { SiteFooter } from './site-footer';

const items = [
  {
    canuId: '1',
    canuSubject: 'Maintenance',
    canuDescription: 'Sunday night',
    canuContent: 'Line one<br>Use <b>bold</b> carefully<br/><script>alert(1)</script>',
  },
  { canuId: '2', canuSubject: 'New tariff', canuDescription: '', canuContent: 'From 1 July' },
];

afterEach(() => vi.useRealTimers());

describe('announcementLines', () => {
  it('splits on the break marker and trims', () => {
    expect(announcementLines('a<br>b<BR/> c <br />d')).toEqual(['a', 'b', 'c', 'd']);
    expect(announcementLines('<br>only<br>')).toEqual(['only']);
    expect(announcementLines(null)).toEqual([]);
  });
});

describe('AnnouncementBanner', () => {
  beforeEach(() => localStorage.clear());

  it('renders each line as text, never as HTML', () => {
    const { container } = renderUi(<AnnouncementBanner announcements={items} />);
    const lines = screen.getAllByTestId('announcement-line').map((el) => el.textContent);
    expect(lines).toEqual(['Line one', 'Use <b>bold</b> carefully', '<script>alert(1)</script>']);
    expect(container.querySelector('[data-testid="announcements"] b')).toBeNull();
    expect(container.querySelector('[data-testid="announcements"] script')).toBeNull();
  });

  it('shows one announcement at a time; closing it shows the next, and the choice is remembered', () => {
    const { unmount } = renderUi(<AnnouncementBanner announcements={items} />);
    expect(screen.getByText('Maintenance')).toBeInTheDocument();
    expect(screen.getByTestId('announcements-more')).toHaveTextContent('(+1 more)');
    expect(screen.queryByText('New tariff')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close this announcement' }));
    expect(screen.getByText('New tariff')).toBeInTheDocument();
    expect(screen.queryByTestId('announcements-more')).not.toBeInTheDocument();
    unmount();
    renderUi(<AnnouncementBanner announcements={items} />);
    expect(screen.getByText('New tariff')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close this announcement' }));
    expect(screen.queryByTestId('announcements')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DISMISSED_ANNOUNCEMENTS_KEY)!)).toEqual(['1', '2']);
  });

  it('renders nothing without announcements', () => {
    renderUi(<AnnouncementBanner announcements={[]} />);
    expect(screen.queryByTestId('announcements')).not.toBeInTheDocument();
  });
});

describe('SiteFooter', () => {
  it('shows the banner only when the server has announcements, with the public links for visitors', async () => {
    const { client } = fakeApi(() => items);
    renderUi(<SiteFooter signedIn={false} />, { api: client });
    expect(await screen.findByTestId('announcements')).toBeInTheDocument();
    expect(screen.getByTestId('footer-faq')).toHaveAttribute('href', '/session/faq');
    expect(screen.getByTestId('footer-contact')).toHaveAttribute('href', '/session/contact');
  });

  it('has no banner for an empty list and the in-app links when signed in', async () => {
    const { client, call } = fakeApi(() => []);
    renderUi(<SiteFooter signedIn />, { api: client });
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    expect(screen.queryByTestId('announcements')).not.toBeInTheDocument();
    expect(screen.getByTestId('footer-faq')).toHaveAttribute('href', '/applications/info/faq');
  });
});
