import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../domain/format';
import { API_PATHS, whitelabelLoginPath } from '../lib/paths';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { whitelabelKeys, type WhitelabelRow } from './whitelabel-api';
import { WhitelabelForm } from './whitelabel-form';

/** /administrations/whitelabel: the brands with their own sign-in page, and a form to add or replace one. */
export function WhitelabelAdminPage() {
  const { t } = useTranslation();
  const list = useServerList<WhitelabelRow>({ queryKey: whitelabelKeys.list, path: API_PATHS.whitelabels, spec: {} });
  const [editName, setEditName] = useState<string | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);

  const edit = (name?: string) => {
    setEditName(name);
    setFormKey((k) => k + 1);
  };
  const columns: ListColumn<WhitelabelRow>[] = [
    {
      key: 'name',
      label: t('whitelabel.name'),
      noWrap: true,
      render: (row) => (
        <Anchor component={Link} to={whitelabelLoginPath(row.name)} target="_blank">
          {row.name}
        </Anchor>
      ),
    },
    { key: 'displayName', label: t('whitelabel.displayName'), render: (row) => row.displayName, text: (row) => row.displayName },
    { key: 'mimeType', label: t('whitelabel.mimeType'), noWrap: true, render: (row) => row.mimeType },
    { key: 'updatedAt', label: t('whitelabel.updatedAt'), noWrap: true, render: (row) => formatDateTime(row.updatedAt) },
  ];

  return (
    <Stack gap="md">
      <ServerList<WhitelabelRow>
        testId="whitelabel"
        testIds={{ table: 'whitelabel-table' }}
        list={list}
        title={t('whitelabel.title')}
        columns={columns}
        defaultSort={{ field: 'name', order: 'asc' }}
        rowKey={(row) => row.name}
        rowActions={(row) => (
          <RowAction label={t('whitelabel.replace')} onClick={() => edit(row.name)} testId="whitelabel-action-replace" />
        )}
      >
        <Text size="sm" c="dimmed">
          {t('whitelabel.intro')}
        </Text>
      </ServerList>
      <Card withBorder radius="md">
        <Title order={3} size="h4" mb="sm">
          {editName ? t('whitelabel.replaceTitle', { name: editName }) : t('whitelabel.formTitle')}
        </Title>
        <WhitelabelForm key={formKey} editName={editName} onSaved={() => edit(undefined)} />
      </Card>
    </Stack>
  );
}
