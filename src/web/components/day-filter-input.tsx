import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';

/** `YYYY-MM-DD` shown day-first: `DD/MM/YYYY` ('' for none). */
export function dayText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/**
 * A typed day read day-first: `26/11/2026`, `26-11-2026`, `26.11.2026` or eight digits `26112026`, or an ISO
 * `2026-11-26`. Answers `YYYY-MM-DD`, null for a blank text, undefined for a text that is no (complete, real) day.
 */
export function parseDay(text: string): string | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dayFirst
      ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
      : [0, 0, 0];
  if (y < 1900 || m < 1 || m > 12 || d < 1) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return undefined; // 31/02 and the like
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export interface DayFilterInputProps {
  label: string;
  /** The day kept in the URL, `YYYY-MM-DD` ('' or null for none). */
  value: string | null | undefined;
  /** The day once typed whole (`YYYY-MM-DD`), or null when cleared. */
  onChange: (value: string | null) => void;
  testId: string;
  w?: number;
}

/**
 * A list's day filter typed day-first in both languages (the browser's own date input follows the browser's
 * locale, month-first in an English one). It sends a day once it is complete and real, and says so when it is not.
 */
export function DayFilterInput({ label, value, onChange, testId, w = 140 }: DayFilterInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(dayText(value ?? ''));
  const [wrong, setWrong] = useState(false);
  // The URL changed elsewhere (a reset, back): show its day unless the text already means it.
  const [shown, setShown] = useState(value ?? null);
  if ((value ?? null) !== shown) {
    setShown(value ?? null);
    if (parseDay(text) !== (value || null)) {
      setText(dayText(value ?? ''));
      setWrong(false);
    }
  }
  return (
    <TextInput
      label={label}
      placeholder={t('list.dayPlaceholder')}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const day = parseDay(next);
        if (day !== undefined) {
          setWrong(false);
          if (day !== (value || null)) onChange(day);
        }
      }}
      onBlur={() => {
        const day = parseDay(text);
        setWrong(day === undefined);
        if (day) setText(dayText(day)); // 26112026 reads back as 26/11/2026
      }}
      error={wrong ? t('list.dayFormat') : undefined}
      data-testid={testId}
      w={w}
    />
  );
}
