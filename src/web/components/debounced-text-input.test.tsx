// @vitest-environment jsdom
import '../test/dom-setup';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render-ui';
import { DebouncedTextInput, FILTER_DEBOUNCE_MS } from './debounced-text-input';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(props: { value?: string; upper?: boolean; type?: 'date' } = {}) {
  const onChange = vi.fn();
  renderUi(<DebouncedTextInput label="Search" value={props.value ?? ''} onChange={onChange} testId="filter" {...props} />);
  const input = screen.getByTestId('filter') as HTMLInputElement;
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { onChange, input, type };
}

describe('DebouncedTextInput', () => {
  it('starts from the URL value and sends the trimmed text once, after typing pauses', () => {
    const { onChange, input, type } = setup({ value: 'ab' });
    expect(input.value).toBe('ab');
    type(' abc');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    type(' abcd ');
    expect(input.value).toBe(' abcd ');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('abcd');
    expect(FILTER_DEBOUNCE_MS).toBe(400);
  });

  it('sends null for an empty or blank text', () => {
    const { onChange, type } = setup({ value: 'x' });
    type('   ');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith(null);
    type('');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('upper-cases as typed when asked', () => {
    const { onChange, input, type } = setup({ upper: true });
    type('sg ');
    expect(input.value).toBe('SG ');
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('SG');
  });

  it('sends a day typed day-first at once, without waiting, when complete or cleared', () => {
    const { onChange, input, type } = setup({ type: 'date', value: '2026-11-01' });
    expect(input.value).toBe('01/11/2026');
    type('23/11/202');
    expect(onChange).not.toHaveBeenCalled();
    type('23/11/2026');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-11-23');
    type('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
