import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Timeline, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useParams } from '../lib/router';
import { formatDateTime } from '../../domain/format';
import { cargoTrackingInput } from '../../domain/tracking/cargo';
import type { cargoTracking } from '../../domain/tracking/tracking-responses';
import type { WireOf } from '../../domain/wire';
import { useApi } from '../lib/api-context';
import { isApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { API_PATHS } from '../lib/paths';

/** The answer of `POST …/public/cargo-tracking`. */
type CargoTracking = WireOf<typeof cargoTracking>;
type Place = CargoTracking['trips'][number]['pickup'];

const placeText = (p: Place) => (p ? `${p.name}, ${p.city}` : '—');
const fmtCoord = (v: number, language: string) => (language.startsWith('id') ? v.toFixed(1).replace('.', ',') : v.toFixed(1));

/**
 * /dsvs/cargo-tracking/{customerRefNo?} (public, no sign-in; decision 0021): a cargo owner's customer enters the
 * customer reference and the tracking code from the delivery documents and sees the job's state, places,
 * milestones and the truck's last position at city level. Plain state and the shared zod schema (no form
 * library) keep the page light.
 */
export function CargoTrackingPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const params = useParams();
  const [customerRef, setCustomerRef] = useState(params.customerRefNo ?? '');
  const [trackingCode, setTrackingCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CargoTracking | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = cargoTrackingInput.safeParse({ customerRef, trackingCode });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    setProblem(null);
    setBusy(true);
    try {
      setResult(await api.post<CargoTracking>(API_PATHS.resource('public/cargo-tracking'), parsed.data));
    } catch (error) {
      setResult(null);
      if (isApiError(error) && error.status === 404) setProblem(t('tracking.cargo.notFound'));
      else if (isApiError(error) && error.status === 429) setProblem(t('tracking.cargo.tooMany'));
      else setProblem(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  const verb = (m: CargoTracking['milestones'][number]) =>
    `${t(`jobs.verbs.${m.verb}`, { defaultValue: m.verb })}${m.dropSeq ? ` #${m.dropSeq}` : ''}`;

  return (
    <Stack maw={720} mx="auto" p="md" gap="md" data-testid="cargo-tracking">
      <Title order={1} size="h2">
        {t('tracking.cargo.title')}
      </Title>
      <Text>{t('tracking.cargo.intro')}</Text>
      <Card withBorder component="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('tracking.cargo.customerRef')}
              required
              maxLength={64}
              value={customerRef}
              onChange={(e) => setCustomerRef(e.currentTarget.value)}
              error={errors.customerRef}
              data-testid="cargo-ref"
              miw={220}
            />
            <TextInput
              label={t('tracking.cargo.trackingCode')}
              required
              maxLength={16}
              autoComplete="off"
              value={trackingCode}
              onChange={(e) => setTrackingCode(e.currentTarget.value)}
              error={errors.trackingCode}
              data-testid="cargo-code"
              styles={{ input: { fontFamily: 'monospace', textTransform: 'uppercase' } }}
              miw={220}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={busy} data-testid="cargo-submit">
              {t('tracking.cargo.submit')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {problem && (
        <Alert color="red" data-testid="cargo-problem" role="alert">
          {problem}
        </Alert>
      )}
      {result && (
        <Card withBorder data-testid="cargo-result">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700} data-testid="cargo-result-ref">
                {result.customerRef}
              </Text>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('tracking.cargo.state')}
                </Text>
                <Badge size="lg" variant="light" data-testid="cargo-state">
                  {t(`jobs.states.${result.jobState}`, { defaultValue: result.jobState })}
                </Badge>
              </Group>
            </Group>
            <Text size="sm">
              {t('tracking.cargo.pickupAt')}: {formatDateTime(result.pickupAt)} WIB
            </Text>
            {result.trips.map((trip) => (
              <Stack key={trip.seq} gap={2}>
                {result.trips.length > 1 && (
                  <Text size="sm" fw={600}>
                    {t('tracking.cargo.trip', { n: trip.seq })}
                  </Text>
                )}
                <Text size="sm">
                  {t('tracking.cargo.from')}: {placeText(trip.pickup)}
                </Text>
                {trip.drops.map((d) => (
                  <Text size="sm" key={d.seq}>
                    {t('tracking.cargo.to')}
                    {trip.drops.length > 1 ? ` #${d.seq}` : ''}: {placeText(d.place)}
                    {d.deliveredAt ? ` — ${t('tracking.cargo.delivered')} ${formatDateTime(d.deliveredAt)} WIB` : ''}
                  </Text>
                ))}
              </Stack>
            ))}
            <Title order={2} size="h4">
              {t('tracking.cargo.milestones')}
            </Title>
            <Timeline active={result.milestones.length - 1} bulletSize={14} lineWidth={2} data-testid="cargo-milestones">
              {result.milestones.map((m, i) => (
                <Timeline.Item key={i} title={verb(m)}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(m.at)} WIB
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
            <Title order={2} size="h4">
              {t('tracking.cargo.lastPosition')}
            </Title>
            {result.positions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('tracking.cargo.noPosition')}
              </Text>
            ) : (
              result.positions.map((p, i) => (
                <Text size="sm" key={i} data-testid="cargo-position">
                  {p.city ?? `${fmtCoord(p.lat, i18n.language)}, ${fmtCoord(p.lon, i18n.language)}`} (
                  {fmtCoord(p.lat, i18n.language)}°, {fmtCoord(p.lon, i18n.language)}°) — {t('tracking.cargo.at')}{' '}
                  {formatDateTime(p.fixAt)} WIB
                </Text>
              ))
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
