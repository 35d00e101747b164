import { Alert, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { formatDateTime } from '../../domain/format';
import { useApi } from '../app/api-context';
import { PATHS } from '../app/paths';
import { useCan } from '../administration/use-can';
import { NoDataRow, OpenableRow } from '../components/list-rows';
import { errorMessage } from '../lib/error-message';
import { DOC_VERIFICATION_PATH, docTypeName, onboardingKeys, reviewPath, type PendingDocument } from './onboarding-api';
import { PageTitle } from '../components/page-title';

/** The queue of documents waiting for verification (oldest registration first). */
export function usePendingDocuments(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: onboardingKeys.docVerification,
    queryFn: ({ signal }) => api.get<PendingDocument[]>(DOC_VERIFICATION_PATH, { signal }),
    enabled,
  });
}

/**
 * /opadmin/docverification: documents of registrations waiting for review that are not verified
 * yet; a row opens its registration for review. Level-1 support lands here after sign-in.
 */
export function DocVerificationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan('onboarding.review');
  const queue = usePendingDocuments(allowed);
  if (!allowed) return <Navigate to={PATHS.noPermission} replace />;
  const rows = queue.data ?? [];
  const registrations = new Set(rows.map((r) => r.regId)).size;
  return (
    <Stack gap="md">
      <PageTitle>{t('onboarding.queueTitle')}</PageTitle>
      <Group gap="sm">
        <Text size="sm" c="dimmed" data-testid="docverification-count">
          {t('onboarding.queueDocs', { count: rows.length })}, {t('onboarding.queueRegs', { count: registrations })}
        </Text>
        {queue.isFetching && <Loader size="xs" aria-label={t('common.loading')} />}
      </Group>
      {queue.isError && <Alert color="red">{errorMessage(queue.error, t)}</Alert>}
      <ScrollArea>
        <Table striped highlightOnHover data-testid="docverification-list" miw={800}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('company.fields.accnName')}</Table.Th>
              <Table.Th>{t('onboarding.regId')}</Table.Th>
              <Table.Th>{t('onboarding.docType')}</Table.Th>
              <Table.Th>{t('onboarding.file')}</Table.Th>
              <Table.Th>{t('onboarding.submittedAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <OpenableRow
                key={row.attId}
                testId={`docverification-row-${row.regId}`}
                onOpen={() => void navigate(reviewPath(row.regId, 'P'))}
              >
                <Table.Td>{row.accnName ?? ''}</Table.Td>
                <Table.Td ff="monospace">{row.regId}</Table.Td>
                <Table.Td>
                  <Text size="sm">{docTypeName(row, i18n.language)}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {row.attType}
                  </Text>
                </Table.Td>
                <Table.Td>{row.attName}</Table.Td>
                <Table.Td>{row.submittedAt ? formatDateTime(row.submittedAt) : '—'}</Table.Td>
              </OpenableRow>
            ))}
            {queue.data && rows.length === 0 && <NoDataRow colSpan={5} />}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
