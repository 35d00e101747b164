import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { CERTIFICATE_STATUSES, CERTIFICATE_TYPE_CODES, type CertificateRow } from '../../domain/certificates/certificates';
import { formatDateTime } from '../../domain/format';
import type { Wire } from '../../domain/wire';
import { useConflict } from '../components/form/use-conflict';
import { MonoCell } from '../components/mono-cell';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { RowAction } from '../components/row-action';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { STATUS_COLORS } from './certificate-result';
import { certificateTokenRoute } from './certificate-paths';
import { CERTIFICATE_API, certificateKeys } from './certificates-api';

type Row = Wire<CertificateRow>;

/**
 * /applications/certificates: the issued certificates a line (its own), its associated agent (the line's) or the
 * port-clearance officer (all) may see, server-paged. Each opens its public page (PDF and download); the officer
 * revokes with a reason (the server's `actions`), a lost race shows the one conflict alert.
 */
export function CertificatesListPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const client = useQueryClient();
  const [revoking, setRevoking] = useState<Row | null>(null);
  const list = useServerList<Row>({
    queryKey: certificateKeys.list,
    path: CERTIFICATE_API.list,
    spec: { sortable: ['issuedAt', 'certNo', 'certType', 'vesselName', 'expiresAt'], filters: ['status', 'certType'] },
  });
  const reload = () => void client.invalidateQueries({ queryKey: certificateKeys.all });
  const conflict = useConflict(reload);
  const revoke = useMutation({
    mutationFn: ({ row, reason }: { row: Row; reason: string }) =>
      api.post<Row>(CERTIFICATE_API.revoke(row.certId), { reason, version: row.version }),
    onSuccess: () => {
      setRevoking(null);
      reload();
    },
    onError: (error) => {
      if (conflict.caught(error)) setRevoking(null);
    },
  });
  const name = (r: Row) => (i18n.language.startsWith('id') ? r.certNameId : r.certName);
  const columns: ListColumn<Row>[] = [
    {
      key: 'certNo',
      label: t('certificates.fields.certNo'),
      sortable: true,
      noWrap: true,
      render: (r) => (
        <Anchor component={Link} to={certificateTokenRoute(r.certType, r.certToken)} data-testid={`certificate-open-${r.certNo}`}>
          <MonoCell>{r.certNo}</MonoCell>
        </Anchor>
      ),
      text: (r) => r.certNo,
    },
    { key: 'certType', label: t('certificates.fields.certType'), sortable: true, render: name, text: name },
    {
      key: 'vesselName',
      label: t('certificates.fields.vessel'),
      sortable: true,
      render: (r) => `${r.vesselName} (IMO ${r.imoNo})`,
      text: (r) => r.vesselName,
    },
    {
      key: 'vcId',
      label: t('certificates.fields.application'),
      render: (r) => <MonoCell>{r.vcId}</MonoCell>,
      text: (r) => r.vcId,
    },
    {
      key: 'status',
      label: t('certificates.fields.status'),
      noWrap: true,
      render: (r) => (
        <Badge color={STATUS_COLORS[r.status]} variant="light" data-testid={`certificate-status-${r.certNo}`}>
          {t(`certificates.status.${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'issuedAt',
      label: t('certificates.fields.issuedAt'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDateTime(r.issuedAt),
      text: (r) => formatDateTime(r.issuedAt),
    },
    {
      key: 'expiresAt',
      label: t('certificates.fields.expiresAt'),
      sortable: true,
      noWrap: true,
      render: (r) => formatDateTime(r.expiresAt),
      text: (r) => formatDateTime(r.expiresAt),
    },
  ];
  const filters = [
    {
      name: 'status',
      label: t('certificates.fields.status'),
      options: CERTIFICATE_STATUSES.map((s) => ({ value: s, label: t(`certificates.status.${s}`) })),
    },
    {
      name: 'certType',
      label: t('certificates.fields.certType'),
      options: CERTIFICATE_TYPE_CODES.map((c) => ({ value: c, label: `${c} — ${t(`certificates.types.${c}`)}` })),
    },
  ];
  return (
    <Stack gap="md">
      <PageTitle>{t('certificates.list.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('certificates.list.intro')}
      </Text>
      {conflict.alert}
      <ServerList<Row>
        testId="certificates"
        list={list}
        columns={columns}
        defaultSort={{ field: 'issuedAt', order: 'desc' }}
        rowKey={(r) => r.certId}
        testIds={{ row: (r) => `certificate-row-${r.certNo}` }}
        filters={filters}
        rowActions={(r) =>
          r.actions.includes('revoke') ? (
            <RowAction
              label={t('certificates.revoke.action')}
              color="red"
              onClick={() => setRevoking(r)}
              testId={`certificate-revoke-${r.certNo}`}
            />
          ) : null
        }
      />
      <ReasonModal
        opened={!!revoking}
        title={t('certificates.revoke.title', { certNo: revoking?.certNo ?? '' })}
        message={t('certificates.revoke.message')}
        required
        maxLength={1000}
        confirmLabel={t('certificates.revoke.confirm')}
        confirmColor="red"
        busy={revoke.isPending}
        error={revoke.error ? errorMessage(revoke.error, t) : null}
        onConfirm={(reason) => revoking && revoke.mutate({ row: revoking, reason })}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
      />
    </Stack>
  );
}
