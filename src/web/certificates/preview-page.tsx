import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useParams } from '../lib/router';
import { PageTitle } from '../components/page-title';
import { useApi } from '../lib/api-context';
import { isApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { CERTIFICATE_API, type PreviewAnswer } from './certificates-api';
import { PdfFrame } from './pdf-frame';

export type PreviewKind = 'fal' | 'cert' | 'form' | 'declaration';

/**
 * The document previews of spec §2.1 (`/cert/preview/fal/{falType}/{appId}`, `/cert/preview/{certType}/{appId}`,
 * `/form/preview/{appType}/{appId}`, `/form/declaration/preview/{appId}`): a base64 PDF in a frame with download.
 * The server answers only the application's parties and the platform (else 404 or 403, shown here).
 */
export function PreviewPage({ kind }: { kind: PreviewKind }) {
  const { t } = useTranslation();
  const api = useApi();
  const { falType = '', certType = '', appType = '', appId = '' } = useParams();
  const [answer, setAnswer] = useState<PreviewAnswer['data'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const call =
      kind === 'fal'
        ? api.get<PreviewAnswer>(CERTIFICATE_API.falPreview(falType, appId))
        : kind === 'cert'
          ? api.post<PreviewAnswer>(CERTIFICATE_API.print, { appnId: appId, certificateType: certType.toUpperCase() })
          : kind === 'form'
            ? api.get<PreviewAnswer>(CERTIFICATE_API.formPreview(appType, appId))
            : api.get<PreviewAnswer>(CERTIFICATE_API.declarationPreview(appId));
    call.then(
      (a) => live && setAnswer(a.data),
      (error: unknown) =>
        live &&
        setProblem(isApiError(error) && error.status === 404 ? t('certificates.preview.notFound') : errorMessage(error, t)),
    );
    return () => {
      live = false;
    };
  }, [api, kind, falType, certType, appType, appId, t]);
  const what =
    kind === 'fal'
      ? falType.toUpperCase().replace('FAL', 'FAL ')
      : kind === 'cert'
        ? t(`certificates.types.${certType.toUpperCase()}`, { defaultValue: certType })
        : kind === 'form'
          ? t('certificates.preview.form')
          : t('certificates.preview.declaration');
  return (
    <Stack gap="md" data-testid="preview-page">
      <PageTitle>{t('certificates.preview.title', { what, appId })}</PageTitle>
      {!answer && !problem && <Loader aria-label={t('certificates.loading')} />}
      {problem && (
        <Alert color="red" role="alert" data-testid="preview-problem">
          {problem}
        </Alert>
      )}
      {answer && (
        <>
          <Text size="sm" c="dimmed">
            {answer.name}
          </Text>
          <PdfFrame base64={answer.data} fileName={answer.name} title={`${what} ${appId}`} />
        </>
      )}
    </Stack>
  );
}
