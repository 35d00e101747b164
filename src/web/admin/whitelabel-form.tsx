import { Alert, Button, Group, Image, Input, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WHITELABEL_MAX_BYTES, WHITELABEL_MIME_TYPES, whitelabelBody, whitelabelName } from '../../domain/whitelabel';
import { notifySuccess } from '../general/notify';
import { serverErrors, translateErrors, useFormState, zodFieldErrors } from '../lib/form';
import { fileToBase64, isWhitelabelMimeType, type WhitelabelMimeType } from './file-to-base64';
import { useSaveWhitelabel } from './whitelabel-api';

interface Values extends Record<string, unknown> {
  name: string;
  displayName: string;
  mimeType: WhitelabelMimeType;
  data: string;
}

const EMPTY: Values = { name: '', displayName: '', mimeType: 'image/png', data: '' };

/** Creates or replaces a brand: its name, display name and background image. */
export function WhitelabelForm({ editName, onSaved }: { editName?: string; onSaved?: () => void }) {
  const { t } = useTranslation();
  const save = useSaveWhitelabel();
  const form = useFormState<Values>({ ...EMPTY, name: editName ?? '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [fileKey, setFileKey] = useState(0);

  async function onFile(file: File | undefined) {
    form.setErrors((e) => ({ ...e, data: undefined, mimeType: undefined }));
    if (!file) return form.set('data', '');
    if (!isWhitelabelMimeType(file.type)) {
      form.setErrors((e) => ({ ...e, data: t('whitelabel.typeNotAllowed') }));
      return;
    }
    if (file.size > WHITELABEL_MAX_BYTES) {
      form.setErrors((e) => ({ ...e, data: t('whitelabel.tooBig') }));
      return;
    }
    const data = await fileToBase64(file);
    form.set('mimeType', file.type);
    form.set('data', data);
  }

  /** The shared schemas (name in the URL, body) decide; their messages are i18n keys. */
  function validate(): boolean {
    const name = form.values.name.trim();
    const errors: Record<string, string | undefined> = translateErrors(
      zodFieldErrors(whitelabelBody, {
        displayName: form.values.displayName,
        mimeType: form.values.mimeType,
        data: form.values.data,
      }) ?? {},
      t,
    );
    if (!name) errors.name = t('validation.required');
    else if (!whitelabelName.safeParse(name).success) errors.name = t('whitelabel.nameFormat');
    form.setErrors(errors);
    return Object.values(errors).every((e) => !e);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (!validate()) return;
    try {
      const row = await save.mutateAsync({
        name: form.values.name.trim(),
        displayName: form.values.displayName.trim(),
        mimeType: form.values.mimeType,
        data: form.values.data,
      });
      notifySuccess(t('whitelabel.saved', { name: row?.name ?? form.values.name.trim() }));
      form.reset();
      setFileKey((k) => k + 1);
      onSaved?.();
    } catch (error) {
      const { fields, form: text } = serverErrors(error, ['name', 'displayName', 'mimeType', 'data'], t);
      form.setErrors(fields);
      setFormError(text);
    }
  }

  const preview = form.values.data ? `data:${form.values.mimeType};base64,${form.values.data}` : null;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('whitelabel.formTitle')} data-testid="whitelabel-form">
      <Stack gap="sm" maw={520}>
        {formError && <Alert color="red">{formError}</Alert>}
        <TextInput
          label={t('whitelabel.name')}
          description={t('whitelabel.nameHint')}
          required
          value={form.values.name}
          error={form.errors.name}
          onChange={(e) => form.set('name', e.currentTarget.value.toLowerCase())}
          data-testid="whitelabel-name"
        />
        <TextInput
          label={t('whitelabel.displayName')}
          required
          value={form.values.displayName}
          error={form.errors.displayName}
          onChange={(e) => form.set('displayName', e.currentTarget.value)}
          data-testid="whitelabel-display-name"
        />
        <NativeSelect
          label={t('whitelabel.mimeType')}
          value={form.values.mimeType}
          data={[...WHITELABEL_MIME_TYPES]}
          error={form.errors.mimeType}
          onChange={(e) => {
            const value = e.currentTarget.value;
            if (isWhitelabelMimeType(value)) form.set('mimeType', value);
          }}
          data-testid="whitelabel-mime"
        />
        <Input.Wrapper id="whitelabel-file" label={t('whitelabel.image')} description={t('whitelabel.imageHint')} required error={form.errors.data}>
          <input
            key={fileKey}
            id="whitelabel-file"
            type="file"
            accept={WHITELABEL_MIME_TYPES.join(',')}
            onChange={(e) => void onFile(e.currentTarget.files?.[0])}
            data-testid="whitelabel-file"
            style={{ display: 'block', marginTop: 4 }}
          />
        </Input.Wrapper>
        {preview && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('whitelabel.preview')}
            </Text>
            <Image src={preview} alt={form.values.displayName} mah={160} w="auto" fit="contain" radius="sm" />
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="whitelabel-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
