import { Accordion, Alert, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JOB_UPLOAD_COLUMNS, jobUploadProblem, type JobUpload } from '../../domain/jobs/job-upload';
import { FIXED_LOOKUPS } from '../../domain/lookups';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { notifyError } from '../lib/notify';
import { ValidationError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { saveBlob } from '../lib/save-file';
import { UPLOADS_API, jobUploadKeys, jobUploadQueryKey, uploadJobFile } from './job-uploads-api';
import { UploadReport } from './upload-report';
import { jobKeys } from '../jobs';
import { PageTitle } from '../components/page-title';

/** Codes listed inline in the column help; longer vocabularies point at the template's Codes sheet. */
const INLINE_CODES = 12;

/** What each column of the file takes (shared with the parser and the template: src/domain/jobs/job-upload.ts). */
function ColumnHelp() {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder data-testid="upload-columns">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('jobUploads.fields.column')}</Table.Th>
          <Table.Th w={200}>{t('jobUploads.fields.need')}</Table.Th>
          <Table.Th>{t('jobUploads.template.description')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {JOB_UPLOAD_COLUMNS.map((c) => {
          const codes = c.lookup ? (FIXED_LOOKUPS[c.lookup]?.items ?? []).map((i) => i.value) : [];
          return (
            <Table.Tr key={c.name}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {c.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={c.need === 'always' ? undefined : 'dimmed'}>
                  {t(`jobUploads.upload.need.${c.need}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`jobUploads.columns.${c.name}`)}</Text>
                {codes.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {codes.length <= INLINE_CODES
                      ? t('jobUploads.upload.codes', { codes: codes.join(', ') })
                      : t('jobUploads.upload.codesSheet', { count: codes.length })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * /applications/services/job/upload: the template, the file (XLSX or CSV), and the report of the upload (good rows
 * created as draft jobs, every error of the bad rows).
 */
export function JobUploadPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<JobUpload | null>(null);
  const [downloading, setDownloading] = useState(false);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadJobFile(api, chosen),
    onSuccess: (done) => {
      setResult(done);
      setFile(null);
      queryClient.setQueryData(jobUploadQueryKey(done.uploadId), done);
      void queryClient.invalidateQueries({ queryKey: jobUploadKeys.all });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
    onError: (err) => {
      if (err instanceof ValidationError) {
        const flat = err.flattenFieldErrors();
        const onFile = flat.attData ?? flat.attName ?? null;
        setFileError(onFile);
        const other = Object.entries(flat).filter(([k]) => k !== 'attData' && k !== 'attName');
        setFormError(other.length ? other.map(([, v]) => v).join(' ') : null);
        return;
      }
      setFormError(errorMessage(err, t));
    },
  });

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      const got = await api.download(apiPath(UPLOADS_API, 'template'));
      saveBlob(got.blob, got.filename ?? 'lintas-jobs-template.xlsx');
    } catch (err) {
      notifyError(errorMessage(err, t));
    } finally {
      setDownloading(false);
    }
  };
  const submit = () => {
    setFormError(null);
    setResult(null);
    if (!file) return setFileError(t('validation.file'));
    const problem = jobUploadProblem(file.name, file.size);
    if (problem) return setFileError(t(problem));
    setFileError(null);
    upload.mutate(file);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{t('jobUploads.upload.title')}</PageTitle>
        <Button variant="default" component={Link} to={PATHS.jobUploadList} data-testid="upload-history">
          {t('jobUploads.upload.history')}
        </Button>
      </Group>
      <Text size="sm">{t('jobUploads.upload.intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('jobUploads.upload.rules')}
      </Text>
      <Group align="flex-end" gap="sm">
        <Button variant="light" loading={downloading} onClick={() => void downloadTemplate()} data-testid="upload-template">
          {t('jobUploads.upload.template')}
        </Button>
        <Text size="xs" c="dimmed" maw={520}>
          {t('jobUploads.upload.templateHint')}
        </Text>
      </Group>
      <Group align="flex-start" gap="sm">
        <FileInput
          label={t('jobUploads.upload.file')}
          description={t('jobUploads.upload.fileHint')}
          accept=".xlsx,.csv"
          value={file}
          onChange={(f) => {
            setFile(f);
            setFileError(null);
          }}
          error={fileError ?? undefined}
          clearable
          required
          w={360}
          data-testid="upload-file"
        />
        <Button mt={46} onClick={submit} loading={upload.isPending} data-testid="upload-submit">
          {t('jobUploads.upload.submit')}
        </Button>
      </Group>
      {upload.isPending && (
        <Text size="sm" c="dimmed" data-testid="upload-pending">
          {t('jobUploads.upload.uploading')}
        </Text>
      )}
      {formError && (
        <Alert color="red" data-testid="upload-error">
          {formError}
        </Alert>
      )}
      {result && <UploadReport upload={result} />}
      <Accordion variant="contained">
        <Accordion.Item value="columns">
          <Accordion.Control data-testid="upload-columns-toggle">{t('jobUploads.upload.columnsTitle')}</Accordion.Control>
          <Accordion.Panel>
            <ColumnHelp />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
