import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { formatDateTime } from '../../domain/format';
import type { CertificateAnswer } from './certificates-api';
import { PdfFrame } from './pdf-frame';

export const STATUS_COLORS = { VALID: 'green', EXPIRED: 'orange', REVOKED: 'red' } as const;

/** A certificate as the public page and the inquiry show it: its status, facts and the PDF in a frame. */
export function CertificateResult({ answer }: { answer: CertificateAnswer['data'] }) {
  const { t, i18n } = useTranslation();
  const name = i18n.language.startsWith('id') ? answer.certNameId : answer.certName;
  const fact = (label: string, value: string, testId?: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
  return (
    <Card withBorder data-testid="certificate-result">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {name}
          </Title>
          <Badge size="lg" color={STATUS_COLORS[answer.status]} data-testid="certificate-status">
            {t(`certificates.status.${answer.status}`)}
          </Badge>
        </Group>
        {answer.status === 'REVOKED' && (
          <Alert color="red" role="alert" data-testid="certificate-revoked">
            {t('certificates.revokedNote', {
              at: answer.revokedAt ? `${formatDateTime(answer.revokedAt)} WIB` : '',
              reason: answer.revokeReason ?? '',
            })}
          </Alert>
        )}
        {answer.status === 'EXPIRED' && (
          <Alert color="orange">{t('certificates.expiredNote', { at: `${formatDateTime(answer.expiresAt)} WIB` })}</Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fact(t('certificates.fields.certNo'), answer.certNo, 'certificate-no')}
          {fact(t('certificates.fields.vessel'), `${answer.vesselName} (IMO ${answer.imoNo})`)}
          {fact(t('certificates.fields.issuer'), answer.issuerName)}
          {fact(t('certificates.fields.issuedAt'), `${formatDateTime(answer.issuedAt)} WIB`)}
          {fact(t('certificates.fields.expiresAt'), `${formatDateTime(answer.expiresAt)} WIB`)}
        </SimpleGrid>
        <PdfFrame base64={answer.certData} fileName={`${answer.certNo}.pdf`} title={`${name} ${answer.certNo}`} />
      </Stack>
    </Card>
  );
}
