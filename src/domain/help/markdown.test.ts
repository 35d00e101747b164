import { describe, expect, it } from 'vitest';
import { screenMatch } from './help';
import { plainText, renderMarkdown } from './markdown';

describe('help markdown', () => {
  it('renders headings, paragraphs, lists, emphasis, code and relative links', () => {
    const html = renderMarkdown(
      [
        '## Post a job',
        'Open **New job** from the menu and',
        'fill in the *trips*.',
        '',
        '1. Choose the `vehicle type`.',
        '2. Save.',
        '',
        '- See [the job list](/applications/services/job/coff/truck).',
      ].join('\n'),
    );
    expect(html).toBe(
      [
        '<h2>Post a job</h2>',
        '<p>Open <strong>New job</strong> from the menu and fill in the <em>trips</em>.</p>',
        '<ol><li>Choose the <code>vehicle type</code>.</li><li>Save.</li></ol>',
        '<ul><li>See <a href="/applications/services/job/coff/truck">the job list</a>.</li></ul>',
      ].join('\n'),
    );
  });

  it('lets no HTML of its own through and drops links that are not relative or https', () => {
    const html = renderMarkdown('<script>alert(1)</script> [x](javascript:alert(1)) [y](//evil.example) <img src=x onerror=1>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href');
    expect(html).toContain('&lt;script&gt;');
  });

  it('gives a summary as plain text', () => {
    expect(plainText('Open **New job** from [the menu](/x).')).toBe('Open New job from the menu.');
  });

  it('matches a screen to an article by its route patterns, the longer pattern first', () => {
    expect(screenMatch('/applications/services/job/truck/new', '/applications/services/job/truck/new')).toBeGreaterThan(0);
    expect(screenMatch('/jobs/:id', '/jobs/J1?tab=2')).toBeGreaterThan(0);
    expect(screenMatch('/jobs/:id', '/trucks/T1')).toBe(0);
    expect(screenMatch('/manage/sage', '/manage/sage/excel')).toBeLessThan(
      screenMatch('/manage/sage/excel', '/manage/sage/excel'),
    );
  });
});
