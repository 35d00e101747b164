import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../lib/use-translation';

/** A base64 PDF as a blob URL (revoked when the PDF changes or the view goes). */
function usePdfUrl(base64: string): string {
  const url = useMemo(() => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  }, [base64]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

/** A PDF (base64, spec §7) in a frame with a download button and an open-in-tab link. */
export function PdfFrame({ base64, fileName, title }: { base64: string; fileName: string; title: string }) {
  const { t } = useTranslation();
  const url = usePdfUrl(base64);
  return (
    <Stack gap="xs">
      <Group justify="flex-end" gap="sm">
        <Anchor href={url} target="_blank" rel="noopener" size="sm">
          {t('certificates.pdf.open')}
        </Anchor>
        <Button component="a" href={url} download={fileName} data-testid="pdf-download">
          {t('certificates.pdf.download')}
        </Button>
      </Group>
      <iframe
        src={url}
        title={title}
        data-testid="pdf-frame"
        style={{ width: '100%', height: '70vh', minHeight: 420, border: '1px solid var(--mantine-color-gray-4)' }}
      />
    </Stack>
  );
}
