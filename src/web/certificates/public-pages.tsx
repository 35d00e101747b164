import { Alert, Button, Card, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useParams } from '../lib/router';
import { CERTIFICATE_TYPE_CODES, certificateSearchBody } from '../../domain/certificates/certificates';
import { useApi } from '../lib/api-context';
import { isApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { CertificateResult } from './certificate-result';
import { CERTIFICATE_API, type CertificateAnswer } from './certificates-api';

/**
 * /session/certificate/{type}/{certToken} (public; the QR code's page): whether the certificate is valid, expired or
 * revoked, and its PDF in a frame with download. A forged or unknown token: 'certificate not found' (spec §8).
 */
export function CertificateTokenPage() {
  const { t } = useTranslation();
  const api = useApi();
  const { type = '', certToken = '' } = useParams();
  const [answer, setAnswer] = useState<CertificateAnswer['data'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.post<CertificateAnswer>(CERTIFICATE_API.byToken(certToken, type)).then(
      (a) => live && setAnswer(a.data),
      (error: unknown) =>
        live && setProblem(isApiError(error) && error.status === 404 ? t('certificates.notFound') : errorMessage(error, t)),
    );
    return () => {
      live = false;
    };
  }, [api, certToken, type, t]);
  return (
    <Stack maw={900} mx="auto" p="md" gap="md" data-testid="certificate-token-page">
      <Title order={1} size="h2">
        {t('certificates.token.title')}
      </Title>
      {!answer && !problem && <Loader aria-label={t('certificates.loading')} />}
      {problem && (
        <Alert color="red" role="alert" data-testid="certificate-not-found">
          {problem}
        </Alert>
      )}
      {answer && <CertificateResult answer={answer} />}
    </Stack>
  );
}

/**
 * /certificate/inquiry (public; spec §2.4, §5): certificate number and type required (a 'required' message under
 * each), vessel name and IMO number optional; exact match. Plain state and the shared zod schema keep the public page
 * light, as the cargo tracking page does (no form library).
 */
export function CertificateInquiryPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const [values, setValues] = useState({ certificateNo: '', certificateType: '', vesselName: '', imoNo: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CertificateAnswer['data'] | null>(null);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = certificateSearchBody.safeParse({ ...values, certificateType: values.certificateType || undefined });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), t(i.message)])));
      return;
    }
    setErrors({});
    setProblem(null);
    setBusy(true);
    try {
      setResult((await api.post<CertificateAnswer>(CERTIFICATE_API.search, parsed.data)).data);
    } catch (error) {
      setResult(null);
      if (isApiError(error) && error.status === 404) setProblem(t('certificates.notFound'));
      else if (isApiError(error) && error.status === 429) setProblem(t('certificates.tooMany'));
      else setProblem(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  }

  const typeOptions = CERTIFICATE_TYPE_CODES.map((code) => ({
    value: code,
    label: `${code} — ${t(`certificates.types.${code}`)}`,
  }));
  return (
    <Stack maw={900} mx="auto" p="md" gap="md" data-testid="certificate-inquiry" key={i18n.language}>
      <Title order={1} size="h2">
        {t('certificates.inquiry.title')}
      </Title>
      <Text>{t('certificates.inquiry.intro')}</Text>
      <Card withBorder component="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('certificates.fields.certNo')}
              required
              maxLength={32}
              value={values.certificateNo}
              onChange={(e) => set('certificateNo')(e.currentTarget.value)}
              error={errors.certificateNo}
              data-testid="inquiry-no"
              miw={220}
              styles={{ input: { fontFamily: 'monospace', textTransform: 'uppercase' } }}
            />
            <Select
              label={t('certificates.fields.certType')}
              required
              data={typeOptions}
              value={values.certificateType || null}
              onChange={(v) => set('certificateType')(v ?? '')}
              error={errors.certificateType}
              data-testid="inquiry-type"
              miw={220}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              label={t('certificates.fields.vesselName')}
              maxLength={100}
              value={values.vesselName}
              onChange={(e) => set('vesselName')(e.currentTarget.value)}
              error={errors.vesselName}
              data-testid="inquiry-vessel"
              miw={220}
            />
            <TextInput
              label={t('certificates.fields.imoNo')}
              maxLength={12}
              inputMode="numeric"
              value={values.imoNo}
              onChange={(e) => set('imoNo')(e.currentTarget.value)}
              error={errors.imoNo}
              data-testid="inquiry-imo"
              miw={220}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={busy} data-testid="inquiry-search">
              {t('certificates.inquiry.search')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {problem && (
        <Alert color="red" role="alert" data-testid="certificate-not-found">
          {problem}
        </Alert>
      )}
      {result && <CertificateResult answer={result} />}
    </Stack>
  );
}
