import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '../lib/router';
import { PATHS } from '../lib/paths';
import { useTranslation } from '../lib/use-translation';
import { SessionLayout } from '../session';
import { ContactContent, FaqContent, GuideLinks } from './info-content';
import { EnquiryForm } from './enquiry-form';
import { PageTitle } from '../components/page-title';
import { HelpCentre } from '../help';
import { useSessionUser } from '../lib/session-user';

/** /session/faq (public): the guides and the searchable FAQ. */
export function SessionFaqPage() {
  const { t } = useTranslation();
  return (
    <SessionLayout width={860} title={t('faq.title')}>
      <Stack gap="lg">
        <FaqContent />
        <GuideLinks />
      </Stack>
    </SessionLayout>
  );
}

/** /session/contact (public). */
export function SessionContactPage() {
  const { t } = useTranslation();
  return (
    <SessionLayout width={860} title={t('contact.title')}>
      <ContactContent />
    </SessionLayout>
  );
}

/** /inquiry (public): the enquiry form on its own. */
export function InquiryPage() {
  const { t } = useTranslation();
  return (
    <SessionLayout width={760} title={t('enquiries.form.pageTitle')}>
      <Stack gap="md">
        <Text size="sm">{t('enquiries.form.intro')}</Text>
        <EnquiryForm />
      </Stack>
    </SessionLayout>
  );
}

/** /applications/info/faq (signed in). */
export function InfoFaqPage() {
  const { t } = useTranslation();
  return (
    <Container size="md">
      <PageTitle mb="md">{t('faq.title')}</PageTitle>
      <Stack gap="lg">
        <FaqContent />
        <GuideLinks />
      </Stack>
    </Container>
  );
}

/** /applications/info/contact (signed in): the form knows the user's name and company. */
export function InfoContactPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  return (
    <Container size="md">
      <PageTitle mb="md">{t('contact.title')}</PageTitle>
      <ContactContent prefill={{ name: me.usrName, company: me.accnName }} />
    </Container>
  );
}

/** /help: the help articles, the guides, then FAQ and contact. */
export function HelpPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  return (
    <Container size="md" data-testid="help-page">
      <Stack gap="xl">
        <PageTitle>{t('help.title')}</PageTitle>
        <HelpCentre />
        <GuideLinks />
        <Stack gap="sm">
          <Title order={3}>{t('faq.title')}</Title>
          {/* The FAQ is a list of its own (its search lives in the URL, as the articles' does): linked, not inlined. */}
          <Anchor component={Link} to={PATHS.infoFaq} data-testid="help-faq-link">
            {t('enquiries.faq.open')}
          </Anchor>
        </Stack>
        <Stack gap="sm">
          <Title order={3}>{t('contact.title')}</Title>
          <ContactContent prefill={{ name: me.usrName, company: me.accnName }} />
        </Stack>
      </Stack>
    </Container>
  );
}
