import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing must pause before a text filter is sent. */
export const FILTER_DEBOUNCE_MS = 400;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface DebouncedTextInputProps {
  label: string;
  /** The value kept in the URL; read once, when the input mounts. */
  value: string;
  /** The trimmed text, or null when empty, once typing has paused; a date at once when complete or cleared. */
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
  return (
    <TextInput
      label={label}
      type={type}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        const next = upper ? e.currentTarget.value.toUpperCase() : e.currentTarget.value;
        setText(next);
        if (type !== 'date') send(next);
        else if (next === '' || ISO_DATE.test(next)) onChange(next || null);
      }}
      data-testid={testId}
      w={w}
    />
  );
}
