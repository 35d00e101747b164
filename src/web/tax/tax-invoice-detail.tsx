import { Button, FileInput, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { StateBadge } from '../components/state-badge';
import { fromMinor } from '../../domain/billing/money';
import { formatMoney } from '../../domain/format';
import { completeTaxInvoiceBody, recordTaxNumberBody, type TaxInvoiceAction } from '../../domain/tax/tax-invoices';
import { extensionOf } from '../../domain/upload';
import { useConfirm } from '../components/confirm-dialog';
import { DownloadButton } from '../components/download-button';
import { FormProblems } from '../components/form/form-problems';
import { useConflict } from '../components/form/use-conflict';
import { useEntityForm } from '../components/form/use-entity-form';
import { ReasonModal } from '../components/reason-modal';
import { fileProblem, uploadDocument } from '../jobs';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifyError, notifySuccess } from '../lib/notify';
import { taxApi, type TaxInvoice, type TaxInvoiceFull } from './tax-api';
import { taxKeys } from './tax-keys';
import { FormButtons } from '../components/form/form-buttons';

const STATE_COLORS: Record<string, string> = { N: 'blue', E: 'yellow', C: 'green', X: 'red', R: 'gray' };
export const taxMoney = (minor: number, currency: string) => formatMoney(fromMinor(BigInt(minor), currency), currency);

export function TaxInvoiceStateBadge({ r }: { r: Pick<TaxInvoice, 'id' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <StateBadge
      state={r.status}
      label={t(`tax.invoices.states.${r.status}`)}
      color={STATE_COLORS[r.status]}
      testId={`tax-inv-state-${r.id}`}
    />
  );
}

/** The order and colour of the verb buttons (the server's `actions` decide which show). */
const VERB_ORDER: readonly TaxInvoiceAction[] = ['complete', 'recordNumber', 'replace', 'cancel'];
const VERB_COLOR: Record<TaxInvoiceAction, string | undefined> = {
  complete: undefined,
  recordNumber: undefined,
  replace: 'orange',
  cancel: 'red',
};

/**
 * Completion: the approved e-Faktur PDF (stored in GLI's repository when picked, the upload rules and PDF only) and
 * the tax number printed on it; the server matches it with the invoice's and answers a field error when it differs.
 */
function CompleteForm({
  inv,
  onClose,
  onDone,
  onConflict,
}: {
  inv: TaxInvoiceFull;
  onClose: () => void;
  onDone: (inv: TaxInvoiceFull) => void;
  onConflict: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const entity = useEntityForm({
    defaultValues: { attId: '', taxNo: '' },
    schema: completeTaxInvoiceBody,
    guard: false,
    save: (values) => api.post<TaxInvoiceFull>(taxApi.complete(inv.id), values),
    onSaved: (result) => onDone(result as TaxInvoiceFull),
    onConflict,
  });
  const { form } = entity;
  const pick = async (file: File | null) => {
    setFileError(null);
    form.setValue('attId', '');
    if (!file) return;
    const problem = fileProblem(file) ?? (extensionOf(file.name) !== 'pdf' ? 'tax.invoices.completeForm.pdfOnly' : null);
    if (problem) {
      setFileError(t(problem));
      return;
    }
    setUploading(true);
    try {
      form.setValue('attId', await uploadDocument(api, file, 'TAX_INVOICE', inv.reference), { shouldValidate: true });
    } catch (error) {
      setFileError(errorMessage(error, t));
    } finally {
      setUploading(false);
    }
  };
  const title = t('tax.invoices.completeForm.title', { no: inv.taxNo ?? inv.reference });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormProblems form={entity} />
          <Text size="sm">{t('tax.invoices.completeForm.hint')}</Text>
          <FileInput
            label={t('tax.invoices.completeForm.file')}
            required
            accept=".pdf,application/pdf"
            placeholder={t('tax.invoices.completeForm.noFile')}
            onChange={(file) => void pick(file)}
            error={fileError ?? entity.errorOf('attId')}
            disabled={uploading}
            data-testid="tax-complete-file"
          />
          <TextInput
            label={t('tax.invoices.completeForm.taxNo')}
            description={t('tax.invoices.completeForm.taxNoHint')}
            required
            maxLength={40}
            {...form.register('taxNo')}
            error={entity.errorOf('taxNo')}
            data-testid="tax-complete-taxno"
          />
          <FormButtons
            onCancel={onClose}
            saving={entity.saving || uploading}
            submitLabel={t('tax.invoices.actions.complete')}
            submitTestId="tax-complete-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** Coretax mode: the 17-digit number the tax office gave the invoice when its XML was imported. */
function RecordNumberForm({
  inv,
  onClose,
  onDone,
  onConflict,
}: {
  inv: TaxInvoiceFull;
  onClose: () => void;
  onDone: (inv: TaxInvoiceFull) => void;
  onConflict: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const entity = useEntityForm({
    defaultValues: { taxNo: '' },
    schema: recordTaxNumberBody,
    guard: false,
    save: (values) => api.post<TaxInvoiceFull>(taxApi.recordNumber(inv.id), values),
    onSaved: (result) => onDone(result as TaxInvoiceFull),
    onConflict,
  });
  const title = t('tax.invoices.recordForm.title', { no: inv.reference });
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={title}>
        <Stack gap="sm">
          <FormProblems form={entity} />
          <TextInput
            label={t('tax.invoices.recordForm.taxNo')}
            description={t('tax.invoices.recordForm.hint')}
            required
            inputMode="numeric"
            maxLength={17}
            {...entity.form.register('taxNo')}
            error={entity.errorOf('taxNo')}
            data-testid="tax-record-taxno"
          />
          <FormButtons
            onCancel={onClose}
            saving={entity.saving}
            submitLabel={t('tax.invoices.actions.recordNumber')}
            submitTestId="tax-record-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * One invoice: its numbers, buyer identity, lines and totals, its PDF, and the buttons of the `actions` the server
 * sent: cancel (batal, with a reason), replace (pengganti: the new invoice opens), complete with the approved PDF,
 * record Coretax's number. A 409 (someone else acted first) shows in the one conflict alert, with Reload.
 */
export function TaxInvoiceDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(id);
  const [dialog, setDialog] = useState<TaxInvoiceAction | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const q = useQuery({ queryKey: taxKeys.invoice(shown), queryFn: () => api.get<TaxInvoiceFull>(taxApi.invoice(shown)) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: taxKeys.all });
  const conflict = useConflict(refresh, { testId: 'tax-inv-conflict', reloadTestId: 'tax-inv-reload' });
  const inv = q.data;

  const done = (next: TaxInvoiceFull, message: string) => {
    setDialog(null);
    conflict.clear();
    queryClient.setQueryData(taxKeys.invoice(next.id), next);
    setShown(next.id);
    notifySuccess(message);
    refresh();
  };
  const toConflict = (error: unknown) => {
    setDialog(null);
    if (!conflict.caught(error)) notifyError(errorMessage(error, t));
    refresh();
  };
  const cancel = async (reason: string) => {
    if (!inv) return;
    setBusy(true);
    setReasonError(null);
    try {
      const next = await api.post<TaxInvoiceFull>(taxApi.cancel(inv.id), { reason });
      done(next, t('tax.invoices.done.cancel', { no: inv.taxNo ?? inv.reference }));
    } catch (error) {
      if (conflict.caught(error)) {
        setDialog(null);
        refresh();
      } else setReasonError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  const replace = async () => {
    if (!inv) return;
    if (!(await confirm(t('tax.invoices.replaceConfirm', { no: inv.taxNo ?? inv.reference })))) return;
    try {
      const next = await api.post<TaxInvoiceFull>(taxApi.replace(inv.id), {});
      done(next, t('tax.invoices.done.replace', { no: inv.taxNo ?? inv.reference }));
    } catch (error) {
      toConflict(error);
    }
  };
  const start = (verb: TaxInvoiceAction) => {
    conflict.clear();
    setReasonError(null);
    if (verb === 'replace') void replace();
    else setDialog(verb);
  };

  const fact = (label: string, value: string, testId?: string) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={{ base: 104, sm: 150 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
  const verbs = inv ? VERB_ORDER.filter((v) => inv.actions.includes(v)) : [];
  return (
    <>
      <Modal opened onClose={onClose} size="xl" title={t('tax.invoices.detail', { no: inv?.taxNo ?? inv?.reference ?? '' })}>
        {inv && (
          <Stack gap="xs" data-testid="tax-inv-detail">
            {conflict.alert}
            {fact(t('tax.invoices.taxNo'), inv.taxNo ?? (inv.awaitingNumber ? t('tax.invoices.waiting') : '—'), 'tax-inv-taxno')}
            {fact(t('tax.invoices.reference'), inv.reference)}
            {fact(t('tax.invoices.invoiceNo'), `${inv.invoiceNo} · ${t(`tax.invoices.services.${inv.service}`)}`)}
            {fact(t('tax.invoices.code'), `${inv.trxCode}${inv.facilityRef ? ` (${inv.facilityRef})` : ''}`)}
            {fact(t('tax.invoices.customer'), `${inv.customerName} (${inv.customer})`)}
            {fact(t('tax.invoices.buyerTin'), inv.buyerTin ?? '—')}
            {fact(t('tax.invoices.buyerTku'), inv.buyerTku ?? '—')}
            {inv.replacementCode === '1' &&
              fact(t('tax.invoices.replacement'), t('tax.invoices.replacementOf', { id: inv.replacesId }))}
            {inv.cancelReason && fact(t('tax.invoices.cancelReason'), inv.cancelReason, 'tax-inv-cancel-reason')}
            <Table.ScrollContainer minWidth={560}>
              <Table withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('tax.invoices.item')}</Table.Th>
                    <Table.Th ta="right">{t('tax.invoices.qty')}</Table.Th>
                    <Table.Th ta="right">{t('tax.invoices.price')}</Table.Th>
                    <Table.Th ta="right">{t('tax.invoices.taxBase')}</Table.Th>
                    <Table.Th ta="right">{t('tax.invoices.otherTaxBase')}</Table.Th>
                    <Table.Th ta="right">{t('tax.invoices.vat')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {inv.lines.map((l) => (
                    <Table.Tr key={l.no}>
                      <Table.Td>{l.name}</Table.Td>
                      <Table.Td ta="right">{l.qty}</Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {taxMoney(l.price, inv.currency)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {taxMoney(l.taxBase, inv.currency)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {taxMoney(l.otherTaxBase, inv.currency)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {taxMoney(l.vat, inv.currency)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="space-between" gap="xs">
              <TaxInvoiceStateBadge r={inv} />
              <Group gap="xs">
                {verbs.map((verb) => (
                  <Button
                    key={verb}
                    variant="light"
                    color={VERB_COLOR[verb]}
                    onClick={() => start(verb)}
                    data-testid={`tax-inv-${verb}`}
                  >
                    {t(`tax.invoices.actions.${verb}`)}
                  </Button>
                ))}
                <DownloadButton
                  variant="light"
                  testId="tax-inv-pdf"
                  fallbackName={`faktur-${inv.id}.pdf`}
                  fetchFile={(a) => a.download(taxApi.invoicePdf(inv.id))}
                >
                  {t('tax.invoices.pdf')}
                </DownloadButton>
              </Group>
            </Group>
          </Stack>
        )}
      </Modal>
      {inv && dialog === 'complete' && (
        <CompleteForm
          inv={inv}
          onClose={() => setDialog(null)}
          onDone={(next) => done(next, t('tax.invoices.done.complete', { no: next.taxNo ?? next.reference }))}
          onConflict={toConflict}
        />
      )}
      {inv && dialog === 'recordNumber' && (
        <RecordNumberForm
          inv={inv}
          onClose={() => setDialog(null)}
          onDone={(next) => done(next, t('tax.invoices.done.recordNumber', { no: next.taxNo ?? next.reference }))}
          onConflict={toConflict}
        />
      )}
      <ReasonModal
        opened={inv !== undefined && dialog === 'cancel'}
        title={t('tax.invoices.cancelTitle', { no: inv?.taxNo ?? inv?.reference ?? '' })}
        message={t('tax.invoices.cancelMessage')}
        required
        confirmLabel={t('tax.invoices.actions.cancel')}
        confirmColor="red"
        busy={busy}
        error={reasonError}
        maxLength={500}
        onConfirm={(reason) => void cancel(reason)}
        onClose={() => setDialog(null)}
      />
      {confirmDialog}
    </>
  );
}
