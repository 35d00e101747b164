import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { Link, useNavigate, useParams } from '../lib/router';
import { formatDateTime } from '../../domain/format';
import { JOB_UPLOAD_STATUSES, type JobUploadRow } from '../../domain/jobs/job-upload';
import { useCan } from '../lib/use-can';
import { PATHS } from '../lib/paths';
import { NewButton, PagedList, type ListColumn as Column } from '../components/server-list';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../lib/session-user';
import { apiPath } from '../lib/admin-api';
import { UPLOADS_API, isJobCreatorCompany, jobUploadKeys, jobUploadPath, useJobUpload } from './job-uploads-api';
import { UploadReport, UploadStatusBadge } from './upload-report';
import { PageTitle } from '../components/page-title';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** /applications/services/job/uploadList: the company's job uploads with their results (the platform: all). */
export function JobUploadListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionUser();
  // The New button: the cargo side's creators.
  const creator = useCan('jobs.create');
  // The platform (its company type) with jobs.readAll reads every company's uploads.
  const readsAll = useCan('jobs.readAll');
  const platform = user.accnType === 'SP_OP_ADMIN' && readsAll;
  const columns: Column<JobUploadRow>[] = [
    { key: 'createdAt', label: t('jobUploads.fields.createdAt'), sortable: true, render: (r) => formatDateTime(r.createdAt) },
    ...(platform
      ? [{ key: 'accnName', label: t('jobUploads.fields.accnName'), render: (r: JobUploadRow) => r.accnName ?? r.accnId }]
      : []),
    { key: 'fileName', label: t('jobUploads.fields.fileName'), sortable: true, render: (r) => r.fileName },
    { key: 'fileSize', label: t('jobUploads.fields.fileSize'), render: (r) => formatSize(r.fileSize) },
    { key: 'rowCount', label: t('jobUploads.fields.rowCount'), sortable: true, render: (r) => r.rowCount },
    { key: 'goodCount', label: t('jobUploads.fields.goodCount'), sortable: true, render: (r) => r.goodCount },
    { key: 'badCount', label: t('jobUploads.fields.badCount'), sortable: true, render: (r) => r.badCount },
    {
      key: 'status',
      label: t('jobUploads.fields.status'),
      sortable: true,
      render: (r) => <UploadStatusBadge status={r.status} testId="upload-list-status" />,
    },
    { key: 'usrName', label: t('jobUploads.fields.usrName'), render: (r) => r.usrName ?? r.usrId },
  ];
  return (
    <PagedList<JobUploadRow>
      testId="uploads"
      title={t('jobUploads.list.title')}
      path={apiPath(UPLOADS_API)}
      queryKey={jobUploadKeys.list}
      columns={columns}
      filters={[
        {
          name: 'status',
          label: t('jobUploads.fields.status'),
          options: JOB_UPLOAD_STATUSES.map((s) => ({ value: s, label: t(`jobUploads.status.${s}`) })),
        },
      ]}
      defaultSort={{ field: 'createdAt', order: 'desc' }}
      rowKey={(r) => r.uploadId}
      onOpen={(r) => void navigate(jobUploadPath(r.uploadId))}
      headerActions={
        creator && isJobCreatorCompany(user.accnType) ? (
          <NewButton label={t('jobUploads.list.new')} onClick={() => void navigate(PATHS.jobUpload)} testId="uploads-new" />
        ) : undefined
      }
    />
  );
}

/** /applications/services/job/uploadList/{uploadId}: one upload's saved report and the jobs it created. */
export function JobUploadDetailPage() {
  const { t } = useTranslation();
  const { uploadId = '' } = useParams();
  const upload = useJobUpload(uploadId);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{t('jobUploads.detail.title', { file: upload.data?.fileName ?? '' })}</PageTitle>
        <Button variant="default" component={Link} to={PATHS.jobUploadList} data-testid="upload-back">
          {t('jobUploads.detail.back')}
        </Button>
      </Group>
      {upload.isLoading && <Loader aria-label={t('common.loading')} />}
      {upload.isError && <Alert color="red">{errorMessage(upload.error, t)}</Alert>}
      {upload.data && <UploadReport upload={upload.data} full />}
    </Stack>
  );
}
