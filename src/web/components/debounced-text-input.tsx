import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { DayFilterInput } from './day-filter-input';

/** How long typing must pause before a text filter is sent. */
export const FILTER_DEBOUNCE_MS = 400;

export interface DebouncedTextInputProps {
  label: string;
  /** The value kept in the URL; read once, when the input mounts. */
  value: string;
  /** The trimmed text, or null when empty, once typing has paused; a day (typed day-first) at once when complete or cleared. */
  onChange: (value: string | null) => void;
  testId: string;
  placeholder?: string;
  /** Upper-case the text as it is typed. */
  upper?: boolean;
  w?: number;
  type?: 'date';
}

/** A list filter typed as text: shown as typed, sent after a short pause. */
export function DebouncedTextInput({ label, value, onChange, testId, placeholder, upper, w, type }: DebouncedTextInputProps) {
  const [text, setText] = useState(value);
  const send = useDebouncedCallback((next: string) => onChange(next.trim() || null), FILTER_DEBOUNCE_MS);
  if (type === 'date') return <DayFilterInput label={label} value={value} onChange={onChange} testId={testId} w={w} />;
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        const next = upper ? e.currentTarget.value.toUpperCase() : e.currentTarget.value;
        setText(next);
        send(next);
      }}
      data-testid={testId}
      w={w}
    />
  );
}
