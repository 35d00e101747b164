// @vitest-environment jsdom
import '../test/dom-setup';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render-ui';
import { DayFilterInput, dayText, parseDay } from './day-filter-input';

describe('parseDay', () => {
  it('reads a day typed day-first, with any separator or none, or as ISO', () => {
    for (const text of ['26/11/2026', '26-11-2026', '26.11.2026', '26112026', ' 26/11/2026 ', '2026-11-26']) {
      expect(parseDay(text), text).toBe('2026-11-26');
    }
    expect(parseDay('1/2/2027')).toBe('2027-02-01');
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
  });

  it('answers null for a blank text and undefined for what is no whole, real day', () => {
    expect(parseDay('  ')).toBeNull();
    for (const text of ['26/11', '31/02/2026', '29/02/2027', '00/11/2026', '26/13/2026', '11/26/2026x', 'abc', '2026-13-01']) {
      expect(parseDay(text), text).toBeUndefined();
    }
  });

  it('shows an ISO day day-first', () => {
    expect(dayText('2026-11-26')).toBe('26/11/2026');
    expect(dayText('')).toBe('');
  });
});

function setup(value: string | null) {
  const onChange = vi.fn();
  renderUi(<DayFilterInput label="From" value={value} onChange={onChange} testId="day" />);
  const input = () => screen.getByTestId('day') as HTMLInputElement;
  return { onChange, input };
}

describe('DayFilterInput', () => {
  it('says so when the text left is no day, and sends nothing', () => {
    const { onChange, input } = setup(null);
    fireEvent.change(input(), { target: { value: '31/02/2026' } });
    fireEvent.blur(input());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Use a day as DD/MM/YYYY')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '28022026' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-02-28');
    fireEvent.blur(input());
    expect(input().value).toBe('28/02/2026');
    expect(screen.queryByText('Use a day as DD/MM/YYYY')).toBeNull();
  });

  it('follows the URL when it changes elsewhere', () => {
    function Harness() {
      const [value, setValue] = useState<string | null>('2026-11-01');
      return (
        <>
          <DayFilterInput label="From" value={value} onChange={setValue} testId="day" />
          <button onClick={() => setValue(null)}>reset</button>
        </>
      );
    }
    renderUi(<Harness />);
    const input = screen.getByTestId('day') as HTMLInputElement;
    expect(input.value).toBe('01/11/2026');
    expect(input.placeholder).toBe('DD/MM/YYYY');
    fireEvent.click(screen.getByText('reset'));
    expect(input.value).toBe('');
  });
});
