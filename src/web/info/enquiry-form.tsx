import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { ENQUIRY_TOPICS, enquiryInput, type EnquiryInput } from '../../domain/enquiries/enquiries';
import { useEntityForm } from '../components/form/use-entity-form';
import { useApi } from '../lib/api-context';
import { infoApi, infoKeys, type EnquiryChallenge } from './info-api';

export interface EnquiryFormProps {
  /** The signed-in user's name and company, filled in. */
  prefill?: { name?: string; company?: string };
  topic?: (typeof ENQUIRY_TOPICS)[number];
}

/**
 * The enquiry form of `/inquiry` and the contact pages: company, name, e-mail, topic, message and the answer to a
 * small sum (the server's signed challenge; a new one after each attempt). The server's field errors land under
 * their fields; past the rate limit the form says to wait.
 */
export function EnquiryForm({ prefill, topic = 'GENERAL' }: EnquiryFormProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [sent, setSent] = useState<string | null>(null);
  const challenge = useQuery({
    queryKey: infoKeys.challenge(),
    queryFn: ({ signal }) => api.get<EnquiryChallenge>(infoApi.challenge(), { signal }),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
  const entity = useEntityForm<EnquiryInput, EnquiryInput>({
    defaultValues: {
      company: prefill?.company ?? '',
      name: prefill?.name ?? '',
      email: '',
      topic,
      message: '',
      challengeToken: '',
      challengeAnswer: '',
    },
    schema: enquiryInput,
    guard: false,
    save: async (body) => {
      try {
        return await api.post<{ enqId: string }>(infoApi.send(), { ...body, challengeToken: challenge.data?.token ?? '' });
      } finally {
        form.setValue('challengeAnswer', '');
        void challenge.refetch();
      }
    },
    onSaved: (result) => {
      setSent((result as { enqId: string }).enqId);
      form.reset();
    },
  });
  const { form } = entity;
  // The token travels with the body; the schema needs it set before it checks.
  if (challenge.data && form.getValues('challengeToken') !== challenge.data.token) {
    form.setValue('challengeToken', challenge.data.token);
  }
  if (sent) {
    return (
      <Alert color="green" data-testid="enquiry-sent" title={t('enquiries.form.sentTitle')}>
        <Stack gap="xs">
          <Text size="sm">{t('enquiries.form.sent', { enqId: sent })}</Text>
          <Group>
            <Button variant="light" size="xs" onClick={() => setSent(null)} data-testid="enquiry-another">
              {t('enquiries.form.another')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <form onSubmit={(e) => void entity.submit(e)} noValidate aria-label={t('enquiries.form.title')} data-testid="enquiry-form">
      <Stack gap="sm">
        {entity.formError && (
          <Alert color="red" data-testid="enquiry-error">
            {entity.formError}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('enquiries.fields.name')}
            required
            maxLength={128}
            autoComplete="name"
            {...form.register('name')}
            error={entity.errorOf('name')}
            data-testid="enquiry-name"
          />
          <TextInput
            label={t('enquiries.fields.email')}
            required
            type="email"
            maxLength={254}
            autoComplete="email"
            {...form.register('email')}
            error={entity.errorOf('email')}
            data-testid="enquiry-email"
          />
          <TextInput
            label={t('enquiries.fields.company')}
            maxLength={128}
            autoComplete="organization"
            {...form.register('company')}
            error={entity.errorOf('company')}
            data-testid="enquiry-company"
          />
          <NativeSelect
            label={t('enquiries.fields.topic')}
            required
            data={ENQUIRY_TOPICS.map((value) => ({ value, label: t(`enquiries.topics.${value}`) }))}
            {...form.register('topic')}
            error={entity.errorOf('topic')}
            data-testid="enquiry-topic"
          />
        </SimpleGrid>
        <Textarea
          label={t('enquiries.fields.message')}
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={4000}
          {...form.register('message')}
          error={entity.errorOf('message')}
          data-testid="enquiry-message"
        />
        <TextInput
          label={
            challenge.data
              ? t('enquiries.form.challenge', { a: challenge.data.a, b: challenge.data.b })
              : t('enquiries.form.challengeLoading')
          }
          description={t('enquiries.form.challengeHint')}
          required
          inputMode="numeric"
          maxLength={6}
          {...form.register('challengeAnswer')}
          error={entity.errorOf('challengeAnswer') ?? entity.errorOf('challengeToken')}
          data-testid="enquiry-challenge"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={entity.saving} disabled={!challenge.data} data-testid="enquiry-send">
            {t('enquiries.form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
