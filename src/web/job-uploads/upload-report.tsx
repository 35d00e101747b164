import { Alert, Anchor, Badge, Button, Group, Pagination, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from '../lib/router';
import { formatDateTime, formatNumber } from '../../domain/format';
import type { JobUpload } from '../../domain/jobs/job-upload';
import { jobViewPath } from '../jobs';
import { useSessionUser } from '../lib/session-user';
import { jobListOf, jobUploadPath } from './job-uploads-api';

const PAGE = 50;

/** DONE green, FAILED red. */
export function UploadStatusBadge({ status, testId = 'upload-status' }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'DONE' ? 'green' : 'red'} data-testid={testId} data-status={status}>
      {t(`jobUploads.status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

function Count({ label, value, testId, color }: { label: string; value: number; testId: string; color?: string }) {
  const { i18n } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={color} data-testid={testId}>
        {formatNumber(value, i18n.language)}
      </Text>
    </Paper>
  );
}

/**
 * The report of an upload: its counts, what happened, every error of every bad row (row, column, message
 * translated), and the jobs it created. `full` adds the created jobs one by one (the saved report's page).
 */
export function UploadReport({ upload, full = false }: { upload: JobUpload; full?: boolean }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [page, setPage] = useState(1);
  const [jobsPage, setJobsPage] = useState(1);
  const errors = upload.errors.slice((page - 1) * PAGE, page * PAGE);
  const jobIds = upload.jobIds.slice((jobsPage - 1) * PAGE, jobsPage * PAGE);
  const sameCompany = upload.accnId === user.accnId;
  let outcome: { color: string; key: string };
  if (upload.status === 'FAILED') outcome = { color: 'red', key: 'jobUploads.report.failed' };
  else if (upload.goodCount === 0) outcome = { color: 'red', key: 'jobUploads.report.allBad' };
  else if (upload.badCount > 0) outcome = { color: 'yellow', key: 'jobUploads.report.someBad' };
  else outcome = { color: 'green', key: 'jobUploads.report.allGood' };
  return (
    <Stack gap="md" data-testid="upload-report">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={3}>{t('jobUploads.report.title')}</Title>
          <UploadStatusBadge status={upload.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {upload.fileName} · {formatDateTime(upload.createdAt)}
          {upload.usrName ? ` · ${upload.usrName}` : ''}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Count label={t('jobUploads.fields.rowCount')} value={upload.rowCount} testId="upload-rows" />
        <Count label={t('jobUploads.fields.goodCount')} value={upload.goodCount} testId="upload-good" color="green" />
        <Count
          label={t('jobUploads.fields.badCount')}
          value={upload.badCount}
          testId="upload-bad"
          {...(upload.badCount ? { color: 'red' } : {})}
        />
      </SimpleGrid>
      <Alert color={outcome.color} data-testid="upload-outcome">
        <Stack gap={4}>
          <Text size="sm">
            {t('jobUploads.report.summary', { rows: upload.rowCount, good: upload.goodCount, bad: upload.badCount })}
          </Text>
          <Text size="sm">{t(outcome.key)}</Text>
        </Stack>
      </Alert>
      <Group gap="sm">
        {upload.goodCount > 0 && sameCompany && (
          <Button component={Link} to={`${jobListOf(user.accnType)}?jobState=DRF`} data-testid="upload-open-jobs">
            {t('jobUploads.report.openJobs')}
          </Button>
        )}
        {!full && (
          <Button variant="default" component={Link} to={jobUploadPath(upload.uploadId)} data-testid="upload-open-report">
            {t('jobUploads.report.openReport')}
          </Button>
        )}
      </Group>
      {upload.errors.length > 0 && (
        <Stack gap="xs">
          <Title order={4}>{t('jobUploads.report.badRows')}</Title>
          <Table striped withTableBorder data-testid="upload-errors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>{t('jobUploads.fields.row')}</Table.Th>
                <Table.Th w={160}>{t('jobUploads.fields.column')}</Table.Th>
                <Table.Th>{t('jobUploads.fields.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map((e, i) => (
                <Table.Tr key={`${e.row}-${e.field}-${i}`} data-testid="upload-error-row">
                  <Table.Td>{e.row}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" title={t(`jobUploads.columns.${e.field}`, { defaultValue: e.field })}>
                      {e.field}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(e.message, { defaultValue: e.message })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {upload.errors.length > PAGE && (
            <Pagination
              total={Math.ceil(upload.errors.length / PAGE)}
              value={page}
              onChange={setPage}
              data-testid="upload-errors-pages"
            />
          )}
        </Stack>
      )}
      {full && upload.jobIds.length > 0 && (
        <Stack gap="xs">
          <Title order={4}>{t('jobUploads.report.createdJobs', { count: upload.jobIds.length })}</Title>
          <Group gap="xs" data-testid="upload-jobs">
            {jobIds.map((jobId) => (
              <Anchor key={jobId} component={Link} to={jobViewPath(jobId)} size="sm" ff="monospace">
                {jobId}
              </Anchor>
            ))}
          </Group>
          {upload.jobIds.length > PAGE && (
            <Pagination total={Math.ceil(upload.jobIds.length / PAGE)} value={jobsPage} onChange={setJobsPage} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
