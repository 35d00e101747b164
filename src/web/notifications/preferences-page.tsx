import { Alert, Button, Checkbox, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { preferenceField } from '../../domain/notifications/notifications';
import { TEMPLATE_CHANNELS, type TemplateChannel } from '../../domain/notifications/templates';
import { useApi } from '../lib/api-context';
import { isSessionHandledError, ValidationError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { notifySuccess } from '../lib/notify';
import { API_PATHS } from '../lib/paths';
import { notificationKeys, type PreferenceRow } from './notifications-api';

/** The user's changes not yet saved, over the server's grid. */
type Edits = Record<string, Partial<Record<TemplateChannel, boolean>>>;

/**
 * /configuration/notification/preferences (issue 17): the signed-in user's grid of event types by channel (in the
 * portal, e-mail), on or off; a mandatory type is shown on and cannot be changed (the server refuses it too).
 */
export function NotificationPreferencesPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const prefs = useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => api.get<PreferenceRow[]>(API_PATHS.notificationPreferences, { signal }),
  });
  const [edits, setEdits] = useState<Edits>({});
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const valueOf = (r: PreferenceRow, channel: TemplateChannel) => r.mandatory || (edits[r.ntCode]?.[channel] ?? r[channel]);
  const groups = useMemo(() => {
    const by = new Map<string, PreferenceRow[]>();
    for (const r of prefs.data ?? []) by.set(r.group, [...(by.get(r.group) ?? []), r]);
    return [...by.entries()];
  }, [prefs.data]);
  const indonesian = i18n.language.startsWith('id');

  async function save() {
    if (!prefs.data) return;
    setSaving(true);
    setErrors({});
    setFormError(null);
    const items = prefs.data.flatMap((r) =>
      TEMPLATE_CHANNELS.filter((c) => valueOf(r, c) !== r[c]).map((channel) => ({
        ntCode: r.ntCode,
        channel,
        enabled: valueOf(r, channel),
      })),
    );
    try {
      const saved = await api.put<PreferenceRow[]>(API_PATHS.notificationPreferences, { items });
      queryClient.setQueryData(notificationKeys.preferences(), saved);
      setEdits({});
      notifySuccess(t('notifications.preferences.saved'));
    } catch (e) {
      if (isSessionHandledError(e)) return;
      if (e instanceof ValidationError) setErrors(e.flattenFieldErrors());
      else setFormError(errorMessage(e, t));
    } finally {
      setSaving(false);
    }
  }

  if (prefs.isPending) return <Loader aria-label={t('notifications.bell.loading')} />;
  if (prefs.isError) return <Alert color="red">{errorMessage(prefs.error, t)}</Alert>;
  return (
    <Stack maw={900} data-testid="notification-preferences">
      <Title order={2}>{t('notifications.preferences.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('notifications.preferences.intro')}
      </Text>
      {formError && <Alert color="red">{formError}</Alert>}
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notifications.preferences.type')}</Table.Th>
              <Table.Th ta="center">{t('notifications.preferences.inapp')}</Table.Th>
              <Table.Th ta="center">{t('notifications.preferences.email')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map(([group, rows]) => [
              <Table.Tr key={group}>
                <Table.Th colSpan={3}>{t(`notifications.preferences.groups.${group}`)}</Table.Th>
              </Table.Tr>,
              ...rows.map((r) => (
                <Table.Tr key={r.ntCode} data-testid={`pref-row-${r.ntCode}`}>
                  <Table.Td>
                    {indonesian ? r.descId : r.descEn}
                    {r.mandatory && (
                      <Text span size="xs" c="dimmed" ml={6}>
                        ({t('notifications.preferences.mandatory')})
                      </Text>
                    )}
                  </Table.Td>
                  {TEMPLATE_CHANNELS.map((channel) => {
                    const error = errors[preferenceField(r.ntCode, channel)];
                    return (
                      <Table.Td key={channel}>
                        <Group justify="center">
                          <Checkbox
                            checked={valueOf(r, channel)}
                            disabled={r.mandatory}
                            error={error}
                            aria-label={`${indonesian ? r.descId : r.descEn}: ${t(`notifications.preferences.${channel === 'INAPP' ? 'inapp' : 'email'}`)}`}
                            onChange={(e) => {
                              const on = e.currentTarget.checked;
                              setEdits((g) => ({ ...g, [r.ntCode]: { ...g[r.ntCode], [channel]: on } }));
                            }}
                            data-testid={`pref-${r.ntCode}-${channel}`}
                          />
                        </Group>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              )),
            ])}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button onClick={() => void save()} loading={saving} data-testid="pref-save">
          {t('notifications.preferences.save')}
        </Button>
      </Group>
    </Stack>
  );
}
