import { Button, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import type { ApiClient, DownloadedFile } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { notifyError } from '../lib/notify';
import { saveBlob } from '../lib/save-file';

/**
 * A button that fetches a file and saves it (busy while fetching, a failure as a snackbar): stored files
 * (`fetchStoredFile`), PDFs and exports (`api.download`). `fallbackName` names a file the server sent unnamed.
 */
export function DownloadButton({
  fetchFile,
  fallbackName = 'download',
  children,
  testId,
  ariaLabel,
  variant = 'subtle',
}: {
  fetchFile: (api: ApiClient) => Promise<DownloadedFile>;
  fallbackName?: string;
  children: ReactNode;
  testId?: string;
  ariaLabel?: string;
  variant?: ButtonProps['variant'];
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchFile(api);
      saveBlob(file.blob, file.filename ?? fallbackName);
    } catch (err) {
      notifyError(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant={variant}
      loading={busy}
      onClick={() => void download()}
      aria-label={ariaLabel}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
