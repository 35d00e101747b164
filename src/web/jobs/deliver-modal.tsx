import { FormButtons } from '../components/form/form-buttons';
import { FileInput, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { formatDateTime } from '../../domain/format';
import { deliverBody } from '../../domain/jobs/job-requests';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';
import { notifySuccess } from '../lib/notify';
import { toInstant, toLocalInput } from './job-time';
import { placeText, type JobDetail, type JobDrop, type JobTrip } from './jobs-api';
import { ACCEPT_DOCUMENTS, fileProblem, uploadDocument } from './upload-document';
import { DayTimeInput } from '../components/form/date-inputs';
import { FormProblems } from '../components/form/form-problems';
import { useEntityForm } from '../components/form/use-entity-form';

/** The typed values; the proof's attachment id is made on save (its problems, the server's too, show on the file). */
interface DeliverValues {
  receiverName: string;
  /** `YYYY-MM-DDTHH:mm` (Jakarta). */
  deliveredAt: string;
  podAttId: string;
}

/** An attachment id that passes the schema while the file is not uploaded yet. */
const NOT_YET_UPLOADED = '00000000-0000-4000-8000-000000000000';

/** The upload's own field errors are the proof's. */
const fieldOf = (path: string) => (path === 'attName' || path === 'attData' ? 'podAttId' : path);

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
  // The shared delivery schema checks the body the values make; the proof has the upload rules.
  const resolver: Resolver<DeliverValues, unknown, DeliverValues> = (values) => {
    const found: Record<string, string> = {};
    const checked = deliverBody.safeParse({
      version: job.version,
      dropId: drop.dropId,
      receiverName: values.receiverName,
      deliveredAt: toInstant(values.deliveredAt),
      podAttId: NOT_YET_UPLOADED,
    });
    for (const issue of checked.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
    if (!values.deliveredAt) found.deliveredAt = 'validation.required';
    const problem = file ? fileProblem(file) : 'validation.required';
    if (problem) found.podAttId = problem;
    if (!Object.keys(found).length) return { values, errors: {} };
    const errors: FieldErrors<DeliverValues> = {};
    for (const [path, key] of Object.entries(found)) set(errors, path, { type: 'validate', message: key });
    return { values: {}, errors };
  };
  const entity = useEntityForm<DeliverValues>({
    // Now, to the minute (never in the server's future, and not before a start made this minute).
    defaultValues: { receiverName: '', deliveredAt: toLocalInput(new Date()), podAttId: '' },
    resolver,
    guard: false,
    fieldOf,
    save: async (values) => {
      const podAttId = await uploadDocument(api, file!, 'POD', job.jobId);
      return api.post(apiPath('jobs', job.jobId, 'deliver'), {
        version: job.version,
        dropId: drop.dropId,
        receiverName: values.receiverName.trim(),
        deliveredAt: toInstant(values.deliveredAt),
        podAttId,
      });
    },
    onSaved: () => {
      notifySuccess(t('jobs.detail.done', { action: t('jobs.verbs.deliver') }));
      onDone();
    },
    // The job page reads the job again and says whether someone changed it.
    onConflict,
  });
  const { register, setValue, clearErrors, watch } = entity.form;
  return (
    <Modal opened onClose={onClose} title={t('jobs.deliver.title')} centered>
      <form onSubmit={(e) => void entity.submit(e)} noValidate>
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
              clearErrors('podAttId');
            }}
            error={entity.errorOf('podAttId')}
            required
            clearable
            data-testid="job-deliver-file"
          />
          <TextInput
            label={t('jobs.fields.receiverName')}
            {...register('receiverName')}
            error={entity.errorOf('receiverName')}
            required
            maxLength={128}
            data-testid="job-deliver-receiver"
          />
          <DayTimeInput
            label={t('jobs.deliver.time')}
            description={t('jobs.form.wib')}
            value={watch('deliveredAt')}
            onChange={(value) => {
              setValue('deliveredAt', value, { shouldDirty: true });
              clearErrors('deliveredAt');
            }}
            error={entity.errorOf('deliveredAt')}
            required
            data-testid="job-deliver-time"
          />
          <FormProblems form={entity} errorTestId="job-deliver-error" />
          <FormButtons
            onCancel={onClose}
            cancelTestId="job-deliver-cancel"
            saving={entity.saving}
            submitLabel={t('jobs.actions.deliver')}
            submitTestId="job-deliver-confirm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
