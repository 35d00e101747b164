import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SessionLayout } from '../session';
import { ContactContent, FaqContent } from './info-content';
import { PageTitle } from '../components/page-title';
import { HelpCentre } from '../help';

/** /session/faq (public). */
export function SessionFaqPage() {
  const { t } = useTranslation();
  return (
    <SessionLayout width={760} title={t('faq.title')}>
      <FaqContent />
    </SessionLayout>
  );
}

/** /session/contact (public). */
export function SessionContactPage() {
  const { t } = useTranslation();
  return (
    <SessionLayout width={760} title={t('contact.title')}>
      <ContactContent />
    </SessionLayout>
  );
}

/** /applications/info/faq (signed in). */
export function InfoFaqPage() {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <PageTitle mb="md">{t('faq.title')}</PageTitle>
      <FaqContent />
    </Container>
  );
}

/** /applications/info/contact (signed in). */
export function InfoContactPage() {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <PageTitle mb="md">{t('contact.title')}</PageTitle>
      <ContactContent />
    </Container>
  );
}

/** /help: the help articles, then FAQ and contact. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" data-testid="help-page">
      <Stack gap="xl">
        <PageTitle>{t('help.title')}</PageTitle>
        <HelpCentre />
        <Stack gap="sm">
          <Title order={3}>{t('faq.title')}</Title>
          <FaqContent />
        </Stack>
        <Stack gap="sm">
          <Title order={3}>{t('contact.title')}</Title>
          <ContactContent />
        </Stack>
      </Stack>
    </Container>
  );
}
