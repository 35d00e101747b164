import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../domain/format';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';
import { notifySuccess } from '../lib/notify';
import { ApiError, ValidationError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { toInstant, toLocalInput } from './job-time';
import { placeText, type JobDetail, type JobDrop, type JobTrip } from './jobs-api';
import { ACCEPT_DOCUMENTS, fileProblem, uploadDocument } from './upload-document';
import { DayTimeInput } from '../components/form/date-inputs';

/** Delivery of one drop: the proof (photo or signed document) goes to the operator's repository first. */
export function DeliverModal({
  job,
  trip,
  drop,
  onClose,
  onDone,
  onConflict,
}: {
  job: JobDetail;
  trip: JobTrip;
  drop: JobDrop;
  onClose: () => void;
  onDone: () => void;
  onConflict: (err: unknown) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [file, setFile] = useState<File | null>(null);
  const [receiverName, setReceiverName] = useState('');
  // Now, to the minute (never in the server's future, and not before a start made this minute).
  const [at, setAt] = useState(() => toLocalInput(new Date()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const deliver = useMutation({
    mutationFn: async () => {
      const podAttId = await uploadDocument(api, file!, 'POD', job.jobId);
      return api.post(apiPath('jobs', job.jobId, 'deliver'), {
        version: job.version,
        dropId: drop.dropId,
        receiverName: receiverName.trim(),
        deliveredAt: toInstant(at),
        podAttId,
      });
    },
    onSuccess: () => {
      notifySuccess(t('jobs.detail.done', { action: t('jobs.verbs.deliver') }));
      onDone();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        onConflict(err);
        return;
      }
      if (err instanceof ValidationError) {
        const flat = err.flattenFieldErrors();
        const known = ['receiverName', 'deliveredAt', 'podAttId', 'attName', 'attData'];
        setErrors(flat);
        const other = Object.entries(flat).filter(([k]) => !known.includes(k));
        setFormError(other.length ? other.map(([, v]) => v).join(' ') : null);
        return;
      }
      setFormError(errorMessage(err, t));
    },
  });
  const submit = () => {
    const next: Record<string, string> = {};
    const problem = fileProblem(file);
    if (!file) next.podAttId = t('validation.required');
    else if (problem) next.podAttId = t(problem);
    if (!receiverName.trim()) next.receiverName = t('validation.required');
    if (!at) next.deliveredAt = t('validation.required');
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length === 0) deliver.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t('jobs.deliver.title')} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t('jobs.detail.trip', { n: trip.seq })} · {t('jobs.deliver.drop', { n: drop.seq })} ·{' '}
          {placeText(drop.locId, drop.locName, drop.locCity)} · {formatDateTime(drop.dropAt)}
        </Text>
        <FileInput
          label={t('jobs.deliver.proof')}
          description={t('jobs.deliver.proofHint')}
          accept={ACCEPT_DOCUMENTS}
          value={file}
          onChange={(f) => {
            setFile(f);
            setErrors((e) => ({ ...e, podAttId: '' }));
          }}
          error={errors.podAttId || errors.attName || errors.attData || undefined}
          required
          clearable
          data-testid="job-deliver-file"
        />
        <TextInput
          label={t('jobs.fields.receiverName')}
          value={receiverName}
          onChange={(e) => setReceiverName(e.currentTarget.value)}
          error={errors.receiverName || undefined}
          required
          maxLength={128}
          data-testid="job-deliver-receiver"
        />
        <DayTimeInput
          label={t('jobs.deliver.time')}
          description={t('jobs.form.wib')}
          value={at}
          onChange={setAt}
          error={errors.deliveredAt || undefined}
          required
          data-testid="job-deliver-time"
        />
        {formError && (
          <Alert color="red" data-testid="job-deliver-error">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="job-deliver-cancel">
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={deliver.isPending} data-testid="job-deliver-confirm">
            {t('jobs.actions.deliver')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
