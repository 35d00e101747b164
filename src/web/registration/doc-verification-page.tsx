import { Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from '../lib/router';
import { formatDateTime } from '../../domain/format';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { DOC_VERIFICATION_PATH, docTypeName, onboardingKeys, reviewPath, type PendingDocument } from './onboarding-api';
import { textColumn } from '../components/list-columns';

/**
 * The registration documents tab of /opadmin/docverification (onboarding.review): documents of registrations waiting for review that are
 * not verified yet, oldest registration first; a row opens its registration for review. Level-1 support lands here
 * after sign-in. The server answers the whole queue (bounded), the list pages it.
 */
export function DocVerificationPage({ titleOrder }: { titleOrder?: 2 | 3 } = {}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useServerList<PendingDocument>({
    queryKey: () => onboardingKeys.docVerification,
    path: DOC_VERIFICATION_PATH,
    spec: {},
    whole: true,
  });
  const all = list.query.data?.aaData ?? [];
  const registrations = new Set(all.map((r) => r.regId)).size;
  const columns: ListColumn<PendingDocument>[] = [
    { key: 'accnName', label: t('company.fields.accnName'), render: (r) => r.accnName ?? '', text: (r) => r.accnName ?? '' },
    {
      key: 'regId',
      label: t('onboarding.regId'),
      noWrap: true,
      render: (r) => (
        <Text size="sm" ff="monospace">
          {r.regId}
        </Text>
      ),
    },
    {
      key: 'attType',
      label: t('onboarding.docType'),
      render: (r) => (
        <>
          <Text size="sm">{docTypeName(r, i18n.language)}</Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {r.attType}
          </Text>
        </>
      ),
    },
    textColumn('attName', t('onboarding.file'), (r) => r.attName),
    {
      key: 'submittedAt',
      label: t('onboarding.submittedAt'),
      noWrap: true,
      render: (r) => (r.submittedAt ? formatDateTime(r.submittedAt) : '—'),
    },
  ];
  return (
    <ServerList<PendingDocument>
      testId="docverification"
      list={list}
      title={t('onboarding.queueTitle')}
      titleOrder={titleOrder}
      search={false}
      columns={columns}
      defaultSort={{ field: 'submittedAt', order: 'asc' }}
      rowKey={(r) => r.attId}
      testIds={{ row: (r) => `docverification-row-${r.regId}` }}
      onOpen={(r) => void navigate(reviewPath(r.regId, 'P'))}
    >
      <Text size="sm" c="dimmed" data-testid="docverification-count">
        {t('onboarding.queueDocs', { count: all.length })}, {t('onboarding.queueRegs', { count: registrations })}
      </Text>
    </ServerList>
  );
}
