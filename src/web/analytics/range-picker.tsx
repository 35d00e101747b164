import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { ANALYTICS_PRESETS, daysBetween, MAX_RANGE_DAYS, presetRange, previousPeriod } from '../../domain/analytics/analytics';
import { DayInput } from '../components/form/date-inputs';
import { dayText } from './analytics-api';

/**
 * The range of the figures: a preset (7, 30, 90 days ending today, Jakarta) or two typed days; the period it is
 * compared with is shown next to it. The range lives in the URL (`from`, `to`): a link keeps it.
 */
export function RangePicker({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (r: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<{ from: string | null; to: string | null }>({ from, to });
  const preset = ANALYTICS_PRESETS.find((days) => {
    const r = presetRange(days);
    return r.from === from && r.to === to;
  });
  const before = previousPeriod(from, to);
  const length = draft.from && draft.to ? daysBetween(draft.from, draft.to) + 1 : 0;
  const draftOk = length >= 1 && length <= MAX_RANGE_DAYS;
  return (
    <Group align="end" gap="md" wrap="wrap" data-testid="analytics-range">
      <SegmentedControl
        aria-label={t('analytics.range.preset')}
        data-testid="analytics-preset"
        value={preset ? String(preset) : 'custom'}
        onChange={(value) => {
          if (value === 'custom') return;
          const next = presetRange(Number(value));
          setDraft(next);
          onChange(next);
        }}
        data={[
          ...ANALYTICS_PRESETS.map((days) => ({ value: String(days), label: t('analytics.range.days', { count: days }) })),
          { value: 'custom', label: t('analytics.range.custom') },
        ]}
      />
      <DayInput
        label={t('analytics.range.from')}
        value={draft.from ?? ''}
        onChange={(day) => setDraft((d) => ({ ...d, from: day || null }))}
        data-testid="analytics-from"
        w={150}
      />
      <DayInput
        label={t('analytics.range.to')}
        value={draft.to ?? ''}
        onChange={(day) => setDraft((d) => ({ ...d, to: day || null }))}
        data-testid="analytics-to"
        w={150}
      />
      <Button
        variant="light"
        disabled={!draftOk || (draft.from === from && draft.to === to)}
        onClick={() => draftOk && onChange({ from: draft.from!, to: draft.to! })}
        data-testid="analytics-apply"
      >
        {t('analytics.range.apply')}
      </Button>
      <Text size="sm" c="dimmed" data-testid="analytics-compared">
        {t('analytics.range.compared', { from: dayText(before.from), to: dayText(before.to) })}
      </Text>
    </Group>
  );
}
