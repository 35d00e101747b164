import { Button, Group, Image, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { WHITELABEL_MAX_BYTES, WHITELABEL_MIME_TYPES, whitelabelBody, whitelabelName } from '../../domain/whitelabel';
import { notifySuccess } from '../lib/notify';
import { FilePicker } from '../components/file-picker';
import { FormProblems } from '../components/form/form-problems';
import { schemaResolver } from '../components/form/schema-resolver';
import { useEntityForm } from '../components/form/use-entity-form';
import { fileToBase64, isWhitelabelMimeType, type WhitelabelMimeType } from '../lib/file-to-base64';
import { useSaveWhitelabel } from './whitelabel-api';

interface Values {
  name: string;
  displayName: string;
  mimeType: WhitelabelMimeType;
  data: string;
}

const EMPTY: Values = { name: '', displayName: '', mimeType: 'image/png', data: '' };

/** The shared schemas decide: the name in the URL, the body; their messages are i18n keys. */
const bodyResolver = schemaResolver(whitelabelBody, (v: Values) => ({
  displayName: v.displayName,
  mimeType: v.mimeType,
  data: v.data,
}));
const resolver: Resolver<Values, unknown, Values> = async (values, context, options) => {
  const checked = await bodyResolver(values, context, options);
  const name = values.name.trim();
  const nameKey = !name ? 'validation.required' : whitelabelName.safeParse(name).success ? null : 'whitelabel.nameFormat';
  const errors: FieldErrors<Values> = { ...checked.errors, ...(nameKey ? { name: { type: 'validate', message: nameKey } } : {}) };
  if (Object.keys(errors).length) return { values: {}, errors };
  return { values: { ...values, name, displayName: values.displayName.trim() }, errors: {} };
};

/** Creates or replaces a brand: its name, display name and background image. */
export function WhitelabelForm({ editName, onSaved }: { editName?: string; onSaved?: () => void }) {
  const { t } = useTranslation();
  const save = useSaveWhitelabel();
  const [fileKey, setFileKey] = useState(0);
  const entity = useEntityForm<Values>({
    defaultValues: { ...EMPTY, name: editName ?? '' },
    resolver,
    save: (values) => save.mutateAsync(values),
    onSaved: (row, values) => {
      notifySuccess(t('whitelabel.saved', { name: (row as { name?: string } | undefined)?.name ?? values.name }));
      entity.form.reset({ ...EMPTY, name: editName ?? '' });
      setFileKey((k) => k + 1);
      onSaved?.();
    },
  });
  const { register, setValue, setError, clearErrors, watch } = entity.form;

  async function onFile(file: File | null) {
    clearErrors(['data', 'mimeType']);
    if (!file) return setValue('data', '', { shouldDirty: true });
    if (!isWhitelabelMimeType(file.type)) return setError('data', { type: 'validate', message: 'whitelabel.typeNotAllowed' });
    if (file.size > WHITELABEL_MAX_BYTES) return setError('data', { type: 'validate', message: 'whitelabel.tooBig' });
    const data = await fileToBase64(file);
    setValue('mimeType', file.type, { shouldDirty: true });
    setValue('data', data, { shouldDirty: true });
  }

  const [data, mimeType, displayName] = watch(['data', 'mimeType', 'displayName']);
  const preview = data ? `data:${mimeType};base64,${data}` : null;
  return (
    <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('whitelabel.formTitle')} data-testid="whitelabel-form">
      <Stack gap="sm" maw={520}>
        <FormProblems form={entity} />
        <TextInput
          label={t('whitelabel.name')}
          description={t('whitelabel.nameHint')}
          required
          {...register('name', { setValueAs: (v: string) => v.toLowerCase() })}
          onInput={(e) => {
            e.currentTarget.value = e.currentTarget.value.toLowerCase();
          }}
          error={entity.errorOf('name')}
          data-testid="whitelabel-name"
        />
        <TextInput
          label={t('whitelabel.displayName')}
          required
          {...register('displayName')}
          error={entity.errorOf('displayName')}
          data-testid="whitelabel-display-name"
        />
        <NativeSelect
          label={t('whitelabel.mimeType')}
          data={[...WHITELABEL_MIME_TYPES]}
          {...register('mimeType')}
          error={entity.errorOf('mimeType')}
          data-testid="whitelabel-mime"
        />
        <FilePicker
          key={fileKey}
          label={t('whitelabel.image')}
          description={t('whitelabel.imageHint')}
          required
          error={entity.errorOf('data')}
          accept={WHITELABEL_MIME_TYPES.join(',')}
          onFile={(file) => void onFile(file)}
          testId="whitelabel-file"
        />
        {preview && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('whitelabel.preview')}
            </Text>
            <Image src={preview} alt={displayName} mah={160} w="auto" fit="contain" radius="sm" />
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={entity.saving} data-testid="whitelabel-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
      {entity.dialog}
    </form>
  );
}
