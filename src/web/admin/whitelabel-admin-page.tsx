import { NoDataRow } from '../components/list-rows';
import { Alert, Anchor, Button, Card, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../domain/format';
import { whitelabelLoginPath } from '../app/paths';
import { errorMessage } from '../lib/error-message';
import { DebouncedTextInput } from '../components/debounced-text-input';
import { ListPaging } from '../components/list-paging';
import { useListUrlState } from '../components/use-list-url-state';
import { useWhitelabelList } from './whitelabel-api';
import { WhitelabelForm } from './whitelabel-form';
import { PageTitle } from '../components/page-title';

/** /administrations/whitelabel: the brands with their own sign-in page, and a form to add or replace one. */
export function WhitelabelAdminPage() {
  const { t } = useTranslation();
  const { state: params, update } = useListUrlState({});
  const list = useWhitelabelList(params);
  const [editName, setEditName] = useState<string | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);

  const edit = (name?: string) => {
    setEditName(name);
    setFormKey((k) => k + 1);
  };
  const rows = list.data?.aaData ?? [];

  return (
    <Stack gap="md">
      <PageTitle>{t('whitelabel.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('whitelabel.intro')}
      </Text>
      <DebouncedTextInput
        label={t('common.search')}
        value={params.search}
        w={280}
        onChange={(search) => update({ search })}
        testId="whitelabel-search"
      />
      {list.isError && <Alert color="red">{errorMessage(list.error, t)}</Alert>}
      <ScrollArea>
        <Table striped data-testid="whitelabel-table" miw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('whitelabel.name')}</Table.Th>
              <Table.Th>{t('whitelabel.displayName')}</Table.Th>
              <Table.Th>{t('whitelabel.mimeType')}</Table.Th>
              <Table.Th>{t('whitelabel.updatedAt')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.name} data-testid="whitelabel-row">
                <Table.Td>
                  <Anchor component={Link} to={whitelabelLoginPath(row.name)} target="_blank">
                    {row.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.displayName}</Table.Td>
                <Table.Td>{row.mimeType}</Table.Td>
                <Table.Td>{formatDateTime(row.updatedAt)}</Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="light" onClick={() => edit(row.name)}>
                    {t('whitelabel.replace')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {list.data && rows.length === 0 && <NoDataRow colSpan={5} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <ListPaging
        testId="whitelabel"
        page={params.page}
        size={params.size}
        total={list.data?.iTotalDisplayRecords ?? 0}
        onPage={(page) => update({ page })}
        onSize={(size) => update({ size: size === 10 ? null : size })}
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
