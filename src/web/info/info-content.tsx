import { Anchor, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { GUIDE_NAMES, guidePdfPath, type GuideLang } from '../../domain/guides/guides';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { EnquiryForm } from './enquiry-form';
import { infoApi, infoKeys, type OperatorContact, type PublicFaqRow } from './info-api';

/** The FAQ: the platform's entries (resource engine, `/configuration/faq`) in the chosen language, searched on the server. */
export function FaqContent() {
  const { t, i18n } = useTranslation();
  const list = useServerList<PublicFaqRow>({
    queryKey: infoKeys.faq(i18n.language),
    path: infoApi.faq(),
    spec: { sortable: [], filters: [] },
  });
  const columns: ListColumn<PublicFaqRow>[] = [
    {
      key: 'question',
      label: t('enquiries.faq.question'),
      render: (row) => (
        <Stack gap={4} py={4}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm">
              {row.question}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {row.answer}
          </Text>
          <Badge variant="light" size="xs" color="gray">
            {t(`resources.faq.options.category.${row.category}`)}
          </Badge>
        </Stack>
      ),
    },
  ];
  return (
    <div data-testid="faq-content">
      <ServerList<PublicFaqRow>
        testId="faq"
        list={list}
        columns={columns}
        defaultSort={{ field: 'sortOrder', order: 'asc' }}
        rowKey={(row) => row.faqId}
        testIds={{ row: (row) => `faq-row-${row.faqId}` }}
        search={{ placeholder: t('enquiries.faq.search'), label: t('enquiries.faq.search') }}
        verticalAlign="top"
      />
    </div>
  );
}

/** The four guides (spec §2.1), each as a PDF in English and in Bahasa Indonesia. */
export function GuideLinks() {
  const { t } = useTranslation();
  const link = (name: (typeof GUIDE_NAMES)[number], lang: GuideLang) => (
    <Anchor
      href={guidePdfPath(name, lang)}
      target="_blank"
      rel="noopener"
      size="sm"
      data-testid={`guide-${name}-${lang}`}
      lang={lang}
    >
      {t(`enquiries.guides.lang.${lang}`)}
    </Anchor>
  );
  return (
    <Stack gap="xs" data-testid="guide-links">
      <Title order={2} size="h4">
        {t('enquiries.guides.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {GUIDE_NAMES.map((name) => (
          <Paper key={name} withBorder p="sm" radius="sm">
            <Text fw={600} size="sm">
              {t(`enquiries.guides.names.${name}`)}
            </Text>
            <Text size="xs" c="dimmed" mb={4}>
              {t(`enquiries.guides.about.${name}`)}
            </Text>
            <Group gap="md">
              <Text size="sm">{t('enquiries.guides.download')}</Text>
              {link(name, 'en')}
              {link(name, 'id')}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The operator's details (system parameters) and the contact form. */
export function ContactContent({ prefill }: { prefill?: { name?: string; company?: string } }) {
  const { t } = useTranslation();
  const api = useApi();
  const contact = useQuery({
    queryKey: infoKeys.contact(),
    queryFn: ({ signal }) => api.get<OperatorContact>(infoApi.contact(), { signal }),
    staleTime: 5 * 60_000,
  });
  const c = contact.data;
  return (
    <Stack gap="lg" data-testid="contact-content">
      <Text>{t('contact.intro')}</Text>
      {!c ? (
        <Loader size="sm" />
      ) : (
        <Paper withBorder p="md" radius="sm" data-testid="contact-operator">
          <Stack gap={6}>
            <Text fw={700}>{c.name}</Text>
            <Text size="sm">{c.address}</Text>
            <Text size="sm">
              {t('enquiries.contact.phone')}: <Anchor href={`tel:${c.phone.replace(/\s+/g, '')}`}>{c.phone}</Anchor>
            </Text>
            <Text size="sm">
              {t('contact.emailLabel')}{' '}
              <Anchor href={`mailto:${c.email}`} data-testid="contact-email">
                {c.email}
              </Anchor>
            </Text>
            <Text size="sm">
              {t('enquiries.contact.hours')}: {c.hours}
            </Text>
          </Stack>
        </Paper>
      )}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('enquiries.form.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('contact.accountMatters')}
        </Text>
        <EnquiryForm prefill={prefill} />
      </Stack>
    </Stack>
  );
}
