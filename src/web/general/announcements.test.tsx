// @vitest-environment jsdom
import '../test/dom-setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/render-app';
import { renderUi } from '../test/render-ui';
import { announcementLines } from './announcement-lines';
import { AnnouncementsCarousel, CAROUSEL_INTERVAL_MS } from './announcements-carousel';
import { SiteFooter } from './site-footer';

const items = [
  {
    canuId: 1,
    canuSubject: 'Maintenance',
    canuDescription: 'Sunday night',
    canuContent: 'Line one<br>Use <b>bold</b> carefully<br/><script>alert(1)</script>',
  },
  { canuId: 2, canuSubject: 'New tariff', canuDescription: null, canuContent: 'From 1 July' },
];

afterEach(() => vi.useRealTimers());

describe('announcementLines', () => {
  it('splits on the break marker and trims', () => {
    expect(announcementLines('a<br>b<BR/> c <br />d')).toEqual(['a', 'b', 'c', 'd']);
    expect(announcementLines('<br>only<br>')).toEqual(['only']);
    expect(announcementLines(null)).toEqual([]);
  });
});

describe('AnnouncementsCarousel', () => {
  it('renders each line as text, never as HTML', () => {
    const { container } = renderUi(<AnnouncementsCarousel announcements={items} />);
    const lines = screen.getAllByTestId('announcement-line').map((el) => el.textContent);
    expect(lines).toEqual(['Line one', 'Use <b>bold</b> carefully', '<script>alert(1)</script>']);
    expect(container.querySelector('[data-testid="announcements"] b')).toBeNull();
    expect(container.querySelector('[data-testid="announcements"] script')).toBeNull();
  });

  it('moves on every 3000 ms and wraps around; the arrows move too', () => {
    vi.useFakeTimers();
    renderUi(<AnnouncementsCarousel announcements={items} />);
    expect(screen.getByText('Maintenance')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(screen.getByText('Maintenance')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('New tariff')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(screen.getByText('Maintenance')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous announcement' }));
    expect(screen.getByText('New tariff')).toBeInTheDocument();
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
  });

  it('renders nothing without announcements', () => {
    renderUi(<AnnouncementsCarousel announcements={[]} />);
    expect(screen.queryByTestId('announcements')).not.toBeInTheDocument();
  });
});

describe('SiteFooter', () => {
  it('shows the carousel only when the server has announcements, with the public links for visitors', async () => {
    const { client } = fakeApi(() => items);
    renderUi(<SiteFooter signedIn={false} />, { api: client });
    expect(await screen.findByTestId('announcements')).toBeInTheDocument();
    expect(screen.getByTestId('footer-faq')).toHaveAttribute('href', '/session/faq');
    expect(screen.getByTestId('footer-contact')).toHaveAttribute('href', '/session/contact');
  });

  it('has no carousel for an empty list and the in-app links when signed in', async () => {
    const { client, call } = fakeApi(() => []);
    renderUi(<SiteFooter signedIn />, { api: client });
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    expect(screen.queryByTestId('announcements')).not.toBeInTheDocument();
    expect(screen.getByTestId('footer-faq')).toHaveAttribute('href', '/applications/info/faq');
  });
});
