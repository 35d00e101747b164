import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { whitelabelResource } from '../../domain/resources/admin/whitelabel';
import { whitelabelLoginPath } from '../lib/paths';
import { RowAction } from '../components/row-action';
import { ResourceListPage } from '../resources';
import type { WhitelabelRow } from './whitelabel-api';
import { WhitelabelForm } from './whitelabel-form';

/**
 * /administrations/whitelabel: the brands with their own sign-in page (the engine's list of `whitelabelResource`),
 * and a form to add or replace one (its Replace row action fills the form).
 */
export function WhitelabelAdminPage() {
  const { t } = useTranslation();
  const [editName, setEditName] = useState<string | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);

  const edit = (name?: string) => {
    setEditName(name);
    setFormKey((k) => k + 1);
  };

  return (
    <Stack gap="md">
      <ResourceListPage<WhitelabelRow>
        def={whitelabelResource}
        parts={{
          testIds: { list: 'whitelabel', table: 'whitelabel-table' },
          cells: {
            name: (row) => (
              <Anchor component={Link} to={whitelabelLoginPath(row.name)} target="_blank">
                {row.name}
              </Anchor>
            ),
          },
          rowActions: (row) => (
            <RowAction label={t('whitelabel.replace')} onClick={() => edit(row.name)} testId="whitelabel-action-replace" />
          ),
          above: (
            <Text size="sm" c="dimmed">
              {t('whitelabel.intro')}
            </Text>
          ),
        }}
      />
      <Card withBorder radius="md">
        <Title order={3} size="h4" mb="sm">
          {editName ? t('whitelabel.replaceTitle', { name: editName }) : t('whitelabel.formTitle')}
        </Title>
        <WhitelabelForm key={formKey} editName={editName} onSaved={() => edit(undefined)} />
      </Card>
    </Stack>
  );
}
