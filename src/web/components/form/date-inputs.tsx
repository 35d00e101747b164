import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
// The date pickers' styles load with them, not with every page (src/web/main.tsx).
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

dayjs.extend(customParseFormat);

/** Day-first, 24-hour in both languages (the Indonesian back-office formats). */
export const DAY_FORMAT = 'DD/MM/YYYY';
export const DAY_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

type Common = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'withTime'> & {
  'data-testid'?: string;
};

/** Month and day names in the user's language; weeks start on Monday. */
function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language.startsWith('id') ? 'id' : 'en';
  return <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/** The calendar's month arrows are named; days of the next and previous months are not drawn (they were pale); no fade. */
function useCalendarLabels() {
  const { t } = useTranslation();
  return {
    previousLabel: t('form.previousMonth'),
    nextLabel: t('form.nextMonth'),
    hideOutsideDates: true,
    // The calendar appears at once: a fading one is half transparent (and reads as unreadable) while it opens.
    popoverProps: { transitionProps: { duration: 0 } },
  };
}

const parser = (format: string, out: string) => (text: string) => {
  const parsed = dayjs(text.trim(), format, true);
  return parsed.isValid() ? parsed.format(out) : null;
};

/** A date typed or picked as DD/MM/YYYY; the value stays `YYYY-MM-DD` ('' when empty). */
export function DayInput({ value, onChange, ...rest }: Common & { value: string; onChange: (value: string) => void }) {
  const labels = useCalendarLabels();
  return (
    <DatesLocale>
      <DateInput
        {...labels}
        {...rest}
        value={value || null}
        onChange={(next) => onChange(next ? next.slice(0, 10) : '')}
        valueFormat={DAY_FORMAT}
        dateParser={parser(DAY_FORMAT, 'YYYY-MM-DD')}
        placeholder={rest.placeholder ?? 'DD/MM/YYYY'}
        clearable={!rest.required}
      />
    </DatesLocale>
  );
}

/**
 * A wall-clock time typed or picked as DD/MM/YYYY HH:mm (24-hour); the value stays
 * `YYYY-MM-DDTHH:mm` as the job time helpers take it ('' when empty).
 */
export function DayTimeInput({ value, onChange, ...rest }: Common & { value: string; onChange: (value: string) => void }) {
  const labels = useCalendarLabels();
  return (
    <DatesLocale>
      <DateInput
        {...labels}
        {...rest}
        value={value ? `${value.replace('T', ' ')}:00`.slice(0, 19) : null}
        onChange={(next) => onChange(next ? next.slice(0, 16).replace(' ', 'T') : '')}
        valueFormat={DAY_TIME_FORMAT}
        dateParser={parser(DAY_TIME_FORMAT, 'YYYY-MM-DD HH:mm:ss')}
        withTime
        placeholder={rest.placeholder ?? 'DD/MM/YYYY HH:mm'}
        clearable={!rest.required}
      />
    </DatesLocale>
  );
}
