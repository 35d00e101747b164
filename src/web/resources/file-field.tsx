import { Anchor, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { UPLOAD_EXTENSIONS, uploadProblem } from '../../domain/upload';
import { fileToBase64 } from '../lib/file-to-base64';
import { useApi } from '../lib/api-context';
import { notifyError } from '../lib/notify';
import { errorMessage } from '../lib/error-message';
import { saveBlob } from '../lib/save-file';
import { TRUCKING_API } from '../../domain/api-paths';

interface FileFieldProps {
  label: string;
  attType: string;
  value: string;
  onChange: (attId: string) => void;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  testId: string;
}

/**
 * A file of the company (truck photo, licence photo): checked with the §5 upload rules, stored in
 * the document repository, and the field keeps its attachment id.
 */
export function FileField({ label, attType, value, onChange, disabled, required, error, testId }: FileFieldProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    const rule = uploadProblem(file.name, file.size);
    if (rule) {
      setProblem(t(rule));
      notifyError(t(rule));
      return;
    }
    setBusy(true);
    try {
      const saved = await api.post<{ attId: string; attName: string }>(`${TRUCKING_API}/documents`, {
        attType,
        attName: file.name,
        attSize: file.size,
        attData: await fileToBase64(file),
      });
      setName(saved.attName);
      onChange(saved.attId);
    } catch (err) {
      const message = errorMessage(err, t);
      setProblem(message);
      notifyError(message);
    } finally {
      setBusy(false);
    }
  };

  const view = async () => {
    try {
      const doc = await api.get<{ attName: string; attData: string; mimeType: string }>(`${TRUCKING_API}/documents/${value}`);
      const bytes = Uint8Array.from(atob(doc.attData), (c) => c.charCodeAt(0));
      saveBlob(new Blob([bytes], { type: doc.mimeType }), doc.attName);
    } catch (err) {
      notifyError(errorMessage(err, t));
    }
  };

  return (
    <Stack gap={4}>
      {!disabled && (
        <FileInput
          label={label}
          withAsterisk={required}
          accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
          placeholder={t('resources.common.chooseFile')}
          onChange={(file) => void upload(file)}
          disabled={busy}
          error={problem ?? error}
          data-testid={testId}
          clearable
        />
      )}
      {disabled && (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      <Group gap="xs">
        {value ? (
          <Anchor component="button" type="button" size="sm" onClick={() => void view()} data-testid={`${testId}-view`}>
            {name ?? t('resources.common.viewFile')}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('resources.common.noFile')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
