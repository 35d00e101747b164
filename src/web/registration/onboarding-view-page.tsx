import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link, Navigate, useNavigate, useParams } from '../lib/router';
import { formatDate, formatDateTime } from '../../domain/format';
import type { RegistrationVerb } from '../../domain/registration';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { ReasonModal } from '../components/reason-modal';
import { useConfirm } from '../components/confirm-dialog';
import { notifyError, notifySuccess } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { useConflict } from '../components/form/use-conflict';
import { useBreadcrumbItem } from '../components/breadcrumb-item';
import { DocumentPreview } from './document-preview';
import { ApprovalStateBadge, VerifyStateBadge } from './onboarding-badges';
import {
  docTypeName,
  registrationsPath,
  unverifiedMandatory,
  useRegistration,
  type RegistrationDecision,
  type RegistrationDocument,
  type RegistrationReview,
  type RequiredDocument,
  onboardingKeys,
} from './onboarding-api';
import { valuesOf, type AddressValues } from './registration-values';
import { dashboardKeys } from '../lib/shared-keys';
import { PageTitle } from '../components/page-title';

type DocAction = 'verify' | 'return' | 'reset';
type Decision = 'approve' | 'reject' | 'return';

/** A label and its value in a section of the registration. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {/* A long e-mail address breaks inside the card's column instead of running into the next one. */}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

const addressText = (a: AddressValues) =>
  [a.addrLn1, a.addrLn2, a.addrLn3, [a.addrPcode, a.addrCity].filter(Boolean).join(' '), a.addrProv, a.addrCtry.ctyCode]
    .filter((x) => x && x.trim())
    .join(', ');

/** A row's document type: one the account type asks for, or the type of a file it no longer asks for. */
type DocType = Pick<RequiredDocument, 'attType' | 'mandatory'> & { descEn: string | null; descId: string | null };

/** One row per document type asked for, then files of other types; a type with several files gets a row per file. */
function documentRows(review: RegistrationReview): Array<{ type: DocType; doc: RegistrationDocument | null; n: number }> {
  const rows: Array<{ type: DocType; doc: RegistrationDocument | null; n: number }> = [];
  const known = new Set<string>();
  for (const type of review.requiredDocs) {
    known.add(type.attType);
    const files = review.documents.filter((d) => d.attType === type.attType);
    if (files.length === 0) rows.push({ type, doc: null, n: 0 });
    files.forEach((doc, n) => rows.push({ type, doc, n }));
  }
  const counts: Record<string, number> = {};
  for (const doc of review.documents.filter((d) => !known.has(d.attType))) {
    const n = counts[doc.attType] ?? 0;
    counts[doc.attType] = n + 1;
    rows.push({ type: { attType: doc.attType, descEn: null, descId: null, mandatory: false }, doc, n });
  }
  return rows;
}

/** Test id of a document control: the type, and for a second file of the same type its number. */
const docId = (prefix: string, attType: string, n: number) => `${prefix}-${attType}${n ? `-${n + 1}` : ''}`;

/**
 * /onboarding/{viewType}/{regId}: a submitted registration (company, administrator, services,
 * documents). In edit, the buttons are the registration's `actions` (the server's registration-approval
 * workflow): `verifyDocument` verifies, returns or resets each document; `approve` (only with every mandatory
 * document verified), `reject` and `return` decide it.
 */
export function OnboardingViewPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const { viewType, regId = '' } = useParams();
  const review = useRegistration(regId);
  const [preview, setPreview] = useState<string | null>(null);
  const [docReturn, setDocReturn] = useState<RegistrationDocument | null>(null);
  const [decision, setDecision] = useState<'reject' | 'return' | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
    void queryClient.invalidateQueries({ queryKey: onboardingKeys.docVerification });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
  // A 409 (another reviewer decided, a document changed meanwhile): the conflict alert where the action is, with Reload.
  const docConflict = useConflict(refresh, { testId: 'onboarding-doc-conflict', reloadTestId: 'onboarding-doc-reload' });
  const decisionConflict = useConflict(refresh, {
    testId: 'onboarding-decision-conflict',
    reloadTestId: 'onboarding-decision-reload',
  });
  useBreadcrumbItem(review.data ? valuesOf(review.data).accnDetails.accnName || undefined : undefined);
  const docAction = useMutation({
    mutationFn: ({ doc, action, reason }: { doc: RegistrationDocument; action: DocAction; reason?: string }) =>
      api.post(registrationsPath(regId, 'documents', doc.attId, action), reason ? { reason } : {}),
    onMutate: () => docConflict.clear(),
    onSuccess: (_d, { action }) => {
      notifySuccess(t(`onboarding.docDone.${action}`));
      setDocReturn(null);
      refresh();
    },
    onError: (err, { action }) => {
      if (docConflict.caught(err)) setDocReturn(null);
      else if (action === 'return') setReasonError(errorMessage(err, t));
      else notifyError(errorMessage(err, t));
    },
  });
  const decide = useMutation({
    mutationFn: ({ verb, reason }: { verb: Decision; reason?: string }) =>
      api.post<RegistrationDecision>(registrationsPath(regId, verb), verb === 'approve' ? undefined : { reason }),
    onMutate: () => decisionConflict.clear(),
    onSuccess: (result, { verb }) => {
      notifySuccess(t(`onboarding.decisionDone.${verb}`, { state: t(`onboarding.state.${result.approvalState}`) }));
      setDecision(null);
      refresh();
    },
    onError: (err, { verb }) => {
      // Said where the decision is made: the screen may be stale (another reviewer, a reset document).
      if (decisionConflict.caught(err)) setDecision(null);
      else if (verb !== 'approve') setReasonError(errorMessage(err, t));
      else setDecisionError(errorMessage(err, t));
    },
  });

  if (viewType !== 'view' && viewType !== 'edit') return <Navigate to={PATHS.notFound} replace />;
  if (review.isLoading) return <Loader aria-label={t('common.loading')} />;
  if (review.isError || !review.data) return <Alert color="red">{errorMessage(review.error, t)}</Alert>;
  const r = review.data;
  const offered = (verb: RegistrationVerb) => r.actions.includes(verb);
  const canReview = offered('verifyDocument');
  const canDecide = offered('approve') || offered('reject') || offered('return');
  const pending = r.actions.length > 0;
  const editing = viewType === 'edit' && pending;
  const missing = unverifiedMandatory(r);
  // The sections as saved (the response schema passes them through), read as texts.
  const { accnDetails: company, coreUsr: user } = valuesOf(r);
  const lang = i18n.language;
  const atypId = r.atypId ?? company.TMstAccnType.atypId;

  const approve = async () => {
    setDecisionError(null);
    if (!(await confirm(t('onboarding.confirmApprove', { company: company.accnName || r.accnrId })))) return;
    decide.mutate({ verb: 'approve' });
  };

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <PageTitle>{t('onboarding.viewTitle')}</PageTitle>
          <Text fw={600}>{company.accnName}</Text>
          <Text size="sm" ff="monospace" c="dimmed">
            {r.accnrId}
          </Text>
        </Stack>
        <Group gap="xs">
          <ApprovalStateBadge state={r.approvalState} testId="onboarding-state" />
          {atypId && <Badge variant="outline">{t(`accountType.${atypId}`, { defaultValue: atypId })}</Badge>}
        </Group>
      </Group>
      <Group gap="lg">
        <Text size="sm" c="dimmed">
          {t('onboarding.submittedAt')}: {r.submittedAt ? formatDateTime(r.submittedAt) : '—'}
        </Text>
        <Anchor component={Link} to="/onboarding/list" size="sm" data-testid="onboarding-back">
          {t('onboarding.backToList')}
        </Anchor>
      </Group>
      {(r.approvalState === 'RET' || r.approvalState === 'R') && r.returnReasons && (
        <Alert color={r.approvalState === 'R' ? 'red' : 'orange'} title={t(`onboarding.state.${r.approvalState}`)}>
          <Text size="sm" data-testid="onboarding-reasons">
            {r.returnReasons}
          </Text>
        </Alert>
      )}
      {(r.approvalState === 'C' || r.approvalState === 'V') && (
        <Alert color={r.approvalState === 'V' ? 'green' : 'teal'} data-testid="onboarding-result">
          <Text size="sm">
            {t(r.approvalState === 'C' ? 'onboarding.approvedPending' : 'onboarding.approvedActive')}{' '}
            {r.accnId && (
              <Anchor component={Link} to={`/manageAccount/view/${encodeURIComponent(r.accnId)}`}>
                {r.accnId}
              </Anchor>
            )}
          </Text>
        </Alert>
      )}
      {viewType === 'view' && pending && (
        <Group>
          <Button
            variant="light"
            onClick={() => void navigate(`/onboarding/edit/${encodeURIComponent(r.accnrId)}`)}
            data-testid="onboarding-open-review"
          >
            {t('onboarding.openReview')}
          </Button>
        </Group>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="md">
          <Title order={4} mb="sm">
            {t('onboarding.company')}
          </Title>
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('company.fields.accnName')}>{company.accnName}</Field>
            <Field label={t('company.fields.accnCoyRegn')}>{company.accnCoyRegn}</Field>
            <Field label={t('company.fields.contactTel')}>{company.accnContact.contactTel}</Field>
            <Field label={t('company.fields.contactEmail')}>{company.accnContact.contactEmail}</Field>
            <Field label={t('company.fields.contactFax')}>{company.accnContact.contactFax}</Field>
            <Field label={t('onboarding.address')}>{addressText(company.accnAddr)}</Field>
          </SimpleGrid>
        </Card>
        <Card withBorder padding="md">
          <Title order={4} mb="sm">
            {t('onboarding.administrator')}
          </Title>
          <SimpleGrid cols={2} spacing="sm">
            <Field label={t('onboarding.usrName')}>{user.usrName}</Field>
            <Field label={t('onboarding.usrPassNid')}>{user.usrPassNid}</Field>
            <Field label={t('onboarding.usrTitle')}>{user.usrTitle}</Field>
            <Field label={t('company.fields.contactTel')}>{user.usrContact.contactTel}</Field>
            <Field label={t('company.fields.contactEmail')}>{user.usrContact.contactEmail}</Field>
            <Field label={t('onboarding.address')}>{addressText(user.usrAddr)}</Field>
          </SimpleGrid>
        </Card>
      </SimpleGrid>
      <Card withBorder padding="md">
        <Title order={4} mb="sm">
          {t('onboarding.services')}
        </Title>
        <Group gap="xs" data-testid="onboarding-services">
          {r.services.length === 0 && <Text c="dimmed">—</Text>}
          {r.services.map((s) => (
            <Badge key={s} variant="light">
              {t(`onboarding.service.${s}`, { defaultValue: s })}
            </Badge>
          ))}
        </Group>
      </Card>

      <Stack gap="xs">
        <Title order={4}>{t('onboarding.documents')}</Title>
        {docConflict.alert}
        <ScrollArea>
          <Table striped data-testid="onboarding-documents" miw={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('onboarding.docType')}</Table.Th>
                <Table.Th>{t('onboarding.mandatory')}</Table.Th>
                <Table.Th>{t('onboarding.file')}</Table.Th>
                <Table.Th>{t('onboarding.validTo')}</Table.Th>
                <Table.Th>{t('onboarding.verifyState')}</Table.Th>
                {editing && <Table.Th>{t('admin.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documentRows(r).map(({ type, doc, n }) => (
                <Table.Tr key={doc?.attId ?? type.attType} data-testid={docId('doc-row', type.attType, n)}>
                  <Table.Td>
                    <Text size="sm">{docTypeName(type, lang)}</Text>
                    <Text size="xs" c="dimmed" ff="monospace">
                      {type.attType}
                    </Text>
                  </Table.Td>
                  <Table.Td>{type.mandatory ? t('common.yes') : t('common.no')}</Table.Td>
                  <Table.Td>
                    {doc ? (
                      <Anchor
                        component="button"
                        type="button"
                        size="sm"
                        onClick={() => setPreview(doc.attId)}
                        data-testid={docId('doc-view', type.attType, n)}
                      >
                        {doc.attName}
                      </Anchor>
                    ) : (
                      <Text size="sm" c={type.mandatory ? 'red' : 'dimmed'} data-testid={docId('doc-missing', type.attType, n)}>
                        {t('onboarding.notUploaded')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{doc?.validTo ? formatDate(doc.validTo) : '—'}</Table.Td>
                  <Table.Td>
                    {doc && (
                      <Stack gap={2}>
                        <VerifyStateBadge state={doc.verifyState} testId={docId('doc-state', type.attType, n)} />
                        {doc.verifyState === 'RETURNED' && doc.verifyReason && (
                          <Text size="xs" c="orange.8" data-testid={docId('doc-reason', type.attType, n)}>
                            {doc.verifyReason}
                          </Text>
                        )}
                      </Stack>
                    )}
                  </Table.Td>
                  {editing && (
                    <Table.Td>
                      {doc && canReview && (
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-xs"
                            color="green"
                            variant={doc.verifyState === 'VERIFIED' ? 'filled' : 'light'}
                            disabled={doc.verifyState === 'VERIFIED'}
                            loading={docAction.isPending && docAction.variables.doc.attId === doc.attId}
                            onClick={() => docAction.mutate({ doc, action: 'verify' })}
                            data-testid={docId('doc-verify', type.attType, n)}
                          >
                            {t('onboarding.docActions.verify')}
                          </Button>
                          <Button
                            size="compact-xs"
                            color="orange"
                            variant="light"
                            disabled={doc.verifyState === 'RETURNED'}
                            onClick={() => {
                              setReasonError(null);
                              setDocReturn(doc);
                            }}
                            data-testid={docId('doc-return', type.attType, n)}
                          >
                            {t('onboarding.docActions.return')}
                          </Button>
                          {doc.verifyState !== 'NOT_VERIFIED' && (
                            <Button
                              size="compact-xs"
                              variant="default"
                              onClick={() => docAction.mutate({ doc, action: 'reset' })}
                              data-testid={docId('doc-reset', type.attType, n)}
                            >
                              {t('onboarding.docActions.reset')}
                            </Button>
                          )}
                        </Group>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
              {r.requiredDocs.length === 0 && r.documents.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={editing ? 6 : 5} ta="center" c="dimmed">
                    {t('dropdown.noData')}
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>

      {editing && canDecide && (
        <Card withBorder padding="md" data-testid="onboarding-decision">
          <Stack gap="sm">
            <Title order={4}>{t('onboarding.decision')}</Title>
            {decisionConflict.alert}
            {decisionError && (
              <Alert color="red" data-testid="onboarding-decision-error">
                {decisionError}
              </Alert>
            )}
            {missing.length > 0 && (
              <Alert color="yellow" data-testid="onboarding-approve-blocked">
                {t('onboarding.approveBlocked', { types: missing.map((d) => docTypeName(d, lang)).join(', ') })}
              </Alert>
            )}
            <Group>
              {offered('approve') && (
                <Tooltip label={t('onboarding.approveBlockedShort')} disabled={missing.length === 0}>
                  {/* A disabled button gets no pointer events: the wrapper keeps the tooltip working. */}
                  <span>
                    <Button
                      color="green"
                      disabled={missing.length > 0}
                      loading={decide.isPending && decide.variables.verb === 'approve'}
                      onClick={() => void approve()}
                      data-testid="onboarding-approve"
                    >
                      {t('onboarding.approve')}
                    </Button>
                  </span>
                </Tooltip>
              )}
              {offered('return') && (
                <Button
                  color="orange"
                  variant="light"
                  onClick={() => {
                    setReasonError(null);
                    setDecision('return');
                  }}
                  data-testid="onboarding-return"
                >
                  {t('onboarding.returnForAmendment')}
                </Button>
              )}
              {offered('reject') && (
                <Button
                  color="red"
                  variant="light"
                  onClick={() => {
                    setReasonError(null);
                    setDecision('reject');
                  }}
                  data-testid="onboarding-reject"
                >
                  {t('onboarding.reject')}
                </Button>
              )}
            </Group>
          </Stack>
        </Card>
      )}
      {editing && !canDecide && (
        <Text size="sm" c="dimmed" data-testid="onboarding-decision-note">
          {t('onboarding.decisionByOperator')}
        </Text>
      )}

      <ReasonModal
        opened={docReturn !== null}
        title={t('onboarding.returnDocTitle', { name: docReturn?.attName ?? '' })}
        message={t('onboarding.returnDocMessage')}
        required
        maxLength={2000}
        confirmLabel={t('onboarding.docActions.return')}
        confirmColor="orange"
        busy={docAction.isPending}
        error={reasonError}
        onConfirm={(reason) => docReturn && docAction.mutate({ doc: docReturn, action: 'return', reason })}
        onClose={() => setDocReturn(null)}
      />
      <ReasonModal
        opened={decision !== null}
        title={decision === 'reject' ? t('onboarding.rejectTitle') : t('onboarding.returnTitle')}
        message={decision === 'reject' ? t('onboarding.rejectMessage') : t('onboarding.returnMessage')}
        required
        maxLength={2000}
        confirmLabel={decision === 'reject' ? t('onboarding.reject') : t('onboarding.returnForAmendment')}
        confirmColor={decision === 'reject' ? 'red' : 'orange'}
        busy={decide.isPending}
        error={reasonError}
        onConfirm={(reason) => decision && decide.mutate({ verb: decision, reason })}
        onClose={() => setDecision(null)}
      />
      <DocumentPreview regId={r.accnrId} attId={preview} onClose={() => setPreview(null)} />
      {dialog}
    </Stack>
  );
}
