import { formatDateTime } from '../../domain/format';

/**
 * Times are typed in a `datetime-local` input as Jakarta wall-clock time (WIB, UTC+7, no daylight saving),
 * the zone every time is shown in, and sent with their offset.
 */
export const JAKARTA_OFFSET = '+07:00';

/** `YYYY-MM-DDTHH:mm` (Jakarta) -> `YYYY-MM-DDTHH:mm:00+07:00`; '' stays ''. */
export function toInstant(local: string): string {
  if (!local) return '';
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return `${withSeconds}${JAKARTA_OFFSET}`;
}

/** An instant -> `YYYY-MM-DDTHH:mm` in Jakarta for a `datetime-local` input; '' for empty. */
export function toLocalInput(value: string | Date | null | undefined): string {
  const text = formatDateTime(value ?? null);
  if (!text) return '';
  const [date = '', time = ''] = text.split(' ');
  const [dd, mm, yyyy] = date.split('/');
  return `${yyyy}-${mm}-${dd}T${time.slice(0, 5)}`;
}
