import { Accordion, Anchor, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SYSTEM_PARAMS } from '../../domain/system-params';

/** The questions answered on the FAQ page, in display order (texts under faq.items.<id>). */
export const FAQ_ITEMS = ['signin', 'forgot', 'remember', 'sessions', 'forced', 'language', 'layout', 'contact'] as const;

export const SUPPORT_EMAIL = SYSTEM_PARAMS.SUPPORT_EMAIL.default;

export function FaqContent() {
  const { t } = useTranslation();
  return (
    <Accordion variant="separated" data-testid="faq-content">
      {FAQ_ITEMS.map((id) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Control>{t(`faq.items.${id}.q`)}</Accordion.Control>
          <Accordion.Panel>
            <Text size="sm">{t(`faq.items.${id}.a`)}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

export function ContactContent() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="contact-content">
      <Text>{t('contact.intro')}</Text>
      <Text>
        {t('contact.emailLabel')}{' '}
        <Anchor href={`mailto:${SUPPORT_EMAIL}`} data-testid="contact-email">
          {SUPPORT_EMAIL}
        </Anchor>
      </Text>
      <Text>{t('contact.hours')}</Text>
      <Text fw={600}>{t('contact.includeTitle')}</Text>
      <List size="sm">
        <List.Item>{t('contact.include.userId')}</List.Item>
        <List.Item>{t('contact.include.account')}</List.Item>
        <List.Item>{t('contact.include.screen')}</List.Item>
        <List.Item>{t('contact.include.time')}</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        {t('contact.accountMatters')}
      </Text>
    </Stack>
  );
}
