import { base64ToBlob } from '../lib/file-to-base64';
import { Alert, Button, Center, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { saveBlob } from '../lib/save-file';
import { onboardingKeys, registrationsPath, type DocumentContent } from './onboarding-api';

/** A registration's document in a frame (PDF) or as an image; other files are offered for download. */
export function DocumentPreview({ regId, attId, onClose }: { regId: string; attId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const file = useQuery({
    queryKey: onboardingKeys.document(regId, attId),
    queryFn: ({ signal }) => api.get<DocumentContent>(registrationsPath(regId, 'documents', attId ?? ''), { signal }),
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
    <Modal opened={attId !== null} onClose={onClose} title={file.data?.attName ?? t('onboarding.document')} size="xl">
      {file.isLoading && (
        <Center h={200}>
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {file.isError && <Alert color="red">{errorMessage(file.error, t)}</Alert>}
      {file.data && blob && (
        <Stack gap="sm" data-testid="doc-preview">
          {url && mime === 'application/pdf' && (
            <iframe src={url} title={file.data.attName} style={{ width: '100%', height: '70vh', border: 0 }} />
          )}
          {url && mime.startsWith('image/') && <Image src={url} alt={file.data.attName} fit="contain" mah="70vh" />}
          {mime !== 'application/pdf' && !mime.startsWith('image/') && <Text c="dimmed">{t('onboarding.noPreview')}</Text>}
          <Group justify="flex-end">
            <Button variant="light" onClick={() => saveBlob(blob, file.data.attName)} data-testid="doc-download">
              {t('onboarding.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
