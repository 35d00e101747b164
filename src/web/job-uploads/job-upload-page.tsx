import { Accordion, Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResolverResult } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { JOB_UPLOAD_COLUMNS, jobUploadProblem, type JobUpload } from '../../domain/jobs/job-upload';
import { FIXED_LOOKUPS } from '../../domain/lookups';
import { apiPath } from '../lib/admin-api';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { notifyError } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { saveBlob } from '../lib/save-file';
import { UPLOADS_API, jobUploadKeys, jobUploadQueryKey, uploadJobFile } from './job-uploads-api';
import { UploadReport } from './upload-report';
import { jobKeys } from '../jobs';
import { PageTitle } from '../components/page-title';
import { FormProblems } from '../components/form/form-problems';
import { useEntityForm } from '../components/form/use-entity-form';

/** The upload's one field: the file (its problems, the server's too). */
interface UploadValues {
  attData: string;
}

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
  const [result, setResult] = useState<JobUpload | null>(null);
  const [downloading, setDownloading] = useState(false);
  // The file is the form's one field (`attData`, where the server puts its problems); the upload rules check it.
  const entity = useEntityForm<UploadValues>({
    defaultValues: { attData: '' },
    resolver: (values): ResolverResult<UploadValues> => {
      const problem = file ? jobUploadProblem(file.name, file.size) : 'validation.file';
      if (!problem) return { values, errors: {} };
      return { values: {}, errors: { attData: { type: 'validate', message: problem } } };
    },
    guard: false,
    fieldOf: (path) => (path === 'attName' ? 'attData' : path),
    save: () => {
      setResult(null);
      return uploadJobFile(api, file!);
    },
    onSaved: (saved) => {
      const done = saved as JobUpload;
      setResult(done);
      setFile(null);
      queryClient.setQueryData(jobUploadQueryKey(done.uploadId), done);
      void queryClient.invalidateQueries({ queryKey: jobUploadKeys.all });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
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
            entity.form.clearErrors('attData');
          }}
          error={entity.errorOf('attData')}
          clearable
          required
          w={360}
          data-testid="upload-file"
        />
        <Button mt={46} onClick={() => void entity.submit()} loading={entity.saving} data-testid="upload-submit">
          {t('jobUploads.upload.submit')}
        </Button>
      </Group>
      {entity.saving && (
        <Text size="sm" c="dimmed" data-testid="upload-pending">
          {t('jobUploads.upload.uploading')}
        </Text>
      )}
      <FormProblems form={entity} errorTestId="upload-error" conflictTestId="upload-conflict" />
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
