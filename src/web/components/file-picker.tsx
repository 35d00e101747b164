import { Button, Group, Input, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';

export interface FilePickerProps {
  label: string;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The `accept` list of the browser's file dialog (extensions or MIME types). */
  accept: string;
  /** The chosen file (null when the dialog was cancelled). */
  onFile: (file: File | null) => void;
  /** The name shown beside the button; none: the last chosen file's name, or "No file chosen". */
  fileName?: string | null;
  /** On the hidden file input (tests set its files). */
  testId: string;
}

/**
 * A file field in the page's language: the browser's own `<input type="file">` writes "Choose File / No file chosen"
 * in the browser's language, so it is hidden and a button of ours opens it; the chosen file's name stands beside it.
 * The input is emptied after each choice, so the same file can be chosen again (after a refusal or an upload).
 */
export function FilePicker(props: FilePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const id = useId();
  const name = props.fileName !== undefined ? props.fileName : chosen;
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={props.label}
      description={props.description}
      error={props.error}
      required={props.required}
    >
      <input
        ref={input}
        type="file"
        hidden
        accept={props.accept}
        aria-label={props.label}
        disabled={props.disabled}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0] ?? null;
          e.currentTarget.value = '';
          setChosen(file?.name ?? null);
          props.onFile(file);
        }}
        data-testid={props.testId}
      />
      <Group gap="xs" wrap="nowrap" mt={4}>
        <Button
          id={`${id}-button`}
          aria-labelledby={`${id}-label ${id}-button`}
          variant="default"
          disabled={props.disabled}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-name`}
          data-testid={`${props.testId}-choose`}
        >
          {t('form.chooseFile')}
        </Button>
        <Text size="sm" c={name ? undefined : 'dimmed'} id={`${id}-name`} truncate maw={240}>
          {name || t('form.noFileChosen')}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
