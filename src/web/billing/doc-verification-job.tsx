import { Alert, Anchor, Badge, Button, Card, Group, Image, Loader, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, useParams } from '../lib/router';
import type { DocVerifyState } from '../../domain/billing/billing-actions';
import { formatDateTime } from '../../domain/format';
import { PageTitle } from '../components/page-title';
import { ReasonModal } from '../components/reason-modal';
import { RowAction } from '../components/row-action';
import { jobViewPath } from '../jobs';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { base64ToBlob } from '../lib/file-to-base64';
import { notifySuccess } from '../lib/notify';
import { saveBlob } from '../lib/save-file';
import { dashboardKeys } from '../lib/shared-keys';
import { billingApi, type BillFile, type DocVerification, type JobBilling } from './billing-api';
import { billingKeys } from './billing-keys';
import { BillStateBadge, money } from './billing-list';

const DOC_STATE_COLOR: Record<DocVerifyState, string> = { VERIFIED: 'green', PENDING_RETURN: 'orange', NOT_VERIFIED: 'gray' };

/** A document of the bill in a frame (PDF) or as an image, with its download. */
function BillFilePreview({ jobId, attId, onClose }: { jobId: string; attId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const file = useQuery({
    queryKey: billingKeys.file(jobId, attId),
    queryFn: ({ signal }) => api.get<BillFile>(billingApi.file(jobId, attId ?? ''), { signal }),
    enabled: attId !== null,
    staleTime: 60_000,
  });
  const blob = useMemo(
    () => (file.data ? base64ToBlob(file.data.attData, file.data.mimeType || 'application/octet-stream') : null),
    [file.data],
  );
  // jsdom (tests) has no object URLs.
  const url = useMemo(() => (blob && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const mime = file.data?.mimeType ?? '';
  return (
    <Modal opened={attId !== null} onClose={onClose} title={file.data?.attName ?? t('billing.docs.file')} size="xl">
      {file.isLoading && <Loader aria-label={t('common.loading')} />}
      {file.isError && <Alert color="red">{errorMessage(file.error, t)}</Alert>}
      {file.data && blob && (
        <Stack gap="sm" data-testid="billdoc-preview">
          {url && mime === 'application/pdf' && (
            <iframe src={url} title={file.data.attName} style={{ width: '100%', height: '70vh', border: 0 }} />
          )}
          {url && mime.startsWith('image/') && <Image src={url} alt={file.data.attName} fit="contain" mah="70vh" />}
          <Group justify="flex-end">
            <Button variant="light" onClick={() => saveBlob(blob, file.data.attName)} data-testid="billdoc-download">
              {t('billing.docs.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

type Pending = { kind: 'return' | 'remark'; doc: DocVerification } | { kind: 'rejectApproval' } | null;

/**
 * /opadmin/docverification/job/{jobId} (billing.approve): the billing documents of one acknowledged bill (proof of
 * delivery, receipts, the operator's invoice), each with its file, state and remarks; the platform marks each
 * verified, pending return (with a remark) or not verified, adds remarks, and approves the bill (refused by the
 * server while a document is not verified: its message is shown) or rejects the approval with a reason.
 */
export function DocVerificationJobPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { jobId = '' } = useParams();
  const key = billingKeys.job(jobId);
  const job = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<JobBilling>(billingApi.job(jobId), { signal }) });
  const [preview, setPreview] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [modalError, setModalError] = useState<string | null>(null);

  const data = job.data;
  const actions = (data?.actions ?? []) as readonly string[];
  // The platform acts on the documents while it may decide the bill (the job's actions say so).
  const mayVerify = data?.jobState === 'ACK_BILL' && (actions.includes('approveBill') || actions.includes('rejectApproval'));

  /** Posts a change; the answer is the job's billing as it now is. */
  const send = async (path: string, body: unknown, done: string, inModal = false) => {
    setBusy(true);
    setProblem(null);
    setModalError(null);
    try {
      const next = await api.post<JobBilling>(path, body);
      queryClient.setQueryData(key, next);
      void queryClient.invalidateQueries({ queryKey: billingKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      notifySuccess(done);
      setPending(null);
    } catch (error) {
      if (inModal) setModalError(errorMessage(error, t));
      else setProblem(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  const mark = (doc: DocVerification, state: DocVerifyState, remark?: string, inModal = false) =>
    send(
      billingApi.verifyDocument(jobId, doc.id),
      remark ? { state, remark } : { state },
      t('billing.docs.marked', { state: t(`billing.docStates.${state}`) }),
      inModal,
    );

  if (job.isPending) return <Loader aria-label={t('common.loading')} />;
  if (job.isError || !data) return <Alert color="red">{errorMessage(job.error, t)}</Alert>;

  const verified = data.documents.filter((d) => d.state === 'VERIFIED').length;
  const decision = (verb: 'approveBill' | 'rejectApproval', reason?: string) =>
    send(
      billingApi.verb(jobId, verb),
      { version: data.version, ...(reason ? { reason } : {}) },
      t('billing.lists.done', { verb: t(`billing.verbs.${verb}`), job: jobId }),
      reason !== undefined,
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{t('billing.docs.jobTitle', { job: jobId })}</PageTitle>
        <Group gap="xs">
          {actions.includes('approveBill') && (
            <Button color="green" loading={busy} onClick={() => void decision('approveBill')} data-testid="billdoc-approve">
              {t('billing.verbs.approveBill')}
            </Button>
          )}
          {actions.includes('rejectApproval') && (
            <Button
              color="red"
              variant="light"
              onClick={() => {
                setModalError(null);
                setPending({ kind: 'rejectApproval' });
              }}
              data-testid="billdoc-reject"
            >
              {t('billing.verbs.rejectApproval')}
            </Button>
          )}
        </Group>
      </Group>
      {problem && (
        <Alert color="red" withCloseButton onClose={() => setProblem(null)} data-testid="billdoc-error">
          {problem}
        </Alert>
      )}
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <div>
            <Text size="xs" c="dimmed">
              {t('billing.lists.fields.jobId')}
            </Text>
            <Anchor component={Link} to={jobViewPath(jobId)} data-testid="billdoc-job">
              {jobId}
            </Anchor>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('billing.lists.fields.jobState')}
            </Text>
            <BillStateBadge state={data.jobState} />
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('billing.lists.fields.creatorName')} / {t('billing.lists.fields.toName')}
            </Text>
            <Text size="sm">
              {data.creatorName} / {data.toName}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('billing.lists.fields.total')}
            </Text>
            <Text size="sm" fw={600} data-testid="billdoc-total">
              {money(data.bill?.total ?? data.totalCharge, data.bill?.currency ?? data.currency)}
            </Text>
          </div>
        </SimpleGrid>
        <Text size="sm" mt="sm" data-testid="billdoc-summary">
          {t('billing.docs.verifiedOf', { verified, count: data.documents.length })}
          {!data.allDocumentsVerified && data.jobState === 'ACK_BILL' && ` — ${t('billing.docs.approveNeedsAll')}`}
        </Text>
      </Card>
      <Table withTableBorder striped data-testid="billdoc-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('billing.docs.kind')}</Table.Th>
            <Table.Th>{t('billing.docs.file')}</Table.Th>
            <Table.Th>{t('billing.docs.state')}</Table.Th>
            <Table.Th>{t('billing.docs.remarks')}</Table.Th>
            <Table.Th>{t('list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.documents.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" size="sm">
                  {t('billing.docs.none')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {data.documents.map((doc) => (
            <Table.Tr key={doc.id} data-testid={`billdoc-row-${doc.id}`}>
              <Table.Td>{t(`billing.docKinds.${doc.kind}`)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => setPreview(doc.attId)}
                  data-testid={`billdoc-open-${doc.id}`}
                >
                  {doc.attName ?? t('billing.docs.file')}
                </Button>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={DOC_STATE_COLOR[doc.state]} data-testid={`billdoc-state-${doc.id}`}>
                  {t(`billing.docStates.${doc.state}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={doc.remarkCount ? 'orange' : 'gray'} data-testid={`billdoc-remarks-${doc.id}`}>
                  {doc.remarkCount}
                </Badge>
                {doc.remarks.map((r, i) => (
                  <Text key={i} size="xs">
                    {formatDateTime(r.at)} {r.usrName ?? r.usrId}: {r.remark}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                {mayVerify && (
                  <Group gap={4} wrap="nowrap">
                    {doc.state !== 'VERIFIED' && (
                      <RowAction
                        label={t('billing.docs.verify')}
                        color="green"
                        onClick={() => void mark(doc, 'VERIFIED')}
                        testId={`billdoc-verify-${doc.id}`}
                      />
                    )}
                    {doc.state !== 'PENDING_RETURN' && (
                      <RowAction
                        label={t('billing.docs.pendingReturn')}
                        color="orange"
                        onClick={() => {
                          setModalError(null);
                          setPending({ kind: 'return', doc });
                        }}
                        testId={`billdoc-return-${doc.id}`}
                      />
                    )}
                    {doc.state !== 'NOT_VERIFIED' && (
                      <RowAction
                        label={t('billing.docs.notVerified')}
                        color="gray"
                        onClick={() => void mark(doc, 'NOT_VERIFIED')}
                        testId={`billdoc-unverify-${doc.id}`}
                      />
                    )}
                    <RowAction
                      label={t('billing.docs.remark', { count: doc.remarkCount })}
                      onClick={() => {
                        setModalError(null);
                        setPending({ kind: 'remark', doc });
                      }}
                      testId={`billdoc-remark-${doc.id}`}
                    />
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <BillFilePreview jobId={jobId} attId={preview} onClose={() => setPreview(null)} />
      <ReasonModal
        opened={pending !== null}
        title={
          pending?.kind === 'rejectApproval'
            ? t('billing.verbs.rejectApproval')
            : pending?.kind === 'return'
              ? t('billing.docs.pendingReturn')
              : pending
                ? t('billing.docs.addRemark')
                : ''
        }
        required
        confirmLabel={pending?.kind === 'rejectApproval' ? t('billing.verbs.rejectApproval') : t('common.save')}
        confirmColor={pending?.kind === 'rejectApproval' ? 'red' : undefined}
        busy={busy}
        error={modalError}
        maxLength={pending?.kind === 'rejectApproval' ? 1000 : 500}
        onConfirm={(text) => {
          if (!pending) return;
          if (pending.kind === 'rejectApproval') void decision('rejectApproval', text);
          else if (pending.kind === 'return') void mark(pending.doc, 'PENDING_RETURN', text, true);
          else void send(billingApi.remark(jobId, pending.doc.id), { remark: text }, t('billing.docs.remarkAdded'), true);
        }}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
