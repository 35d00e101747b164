import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { set, type Path, type Resolver, type ResolverResult } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { Link, useLocation, useNavigate, useParams } from '../lib/router';
import { useApi } from '../lib/api-context';
import { PATHS } from '../lib/paths';
import { notifyError, notifySuccess } from '../lib/notify';
import { isApiError } from '../lib/api-errors';
import { leafErrors, useEntityForm } from '../components/form/use-entity-form';
import { errorMessage } from '../lib/error-message';
import { DocumentsTab } from './documents-tab';
import {
  isEditable,
  REG_API,
  registrationKey,
  registrationKeys,
  SECRET_HEADER,
  secretFromHash,
  storeRegistrationSecret,
  submitHidden,
  type Registration,
  type SavedRegistration,
} from './registration-api';
import { CompanyFields, UserFields } from './registration-fields';
import {
  clientErrors,
  draftErrors,
  payloadOf,
  REG_TABS,
  SERVICES_ERROR,
  tabForErrors,
  tabOfError,
  valuesOf,
  type RegErrors,
  type RegTab,
  type RegValues,
} from './registration-form';
import { ServicesTab } from './services-tab';
import { PageTitle } from '../components/page-title';

/** Navigation state the page passes itself (the tab to open after a save) and the sign-in page reads. */
interface RegNavState {
  tab?: RegTab;
}

/** Navigation state of the sign-in page: a message shown for 3 seconds (spec §9). */
export interface SigninNavState {
  message?: string;
}

/** Roughly an e-mail address: the server e-mails the resume link only to a valid one. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's check before a save (draft rules) or a submit (full rules): i18n keys at the fields' paths. */
function registrationCheck(values: RegValues, found: RegErrors): ResolverResult<RegValues> {
  const entries = Object.entries(found);
  if (entries.length === 0) return { values, errors: {} };
  const errors = {};
  for (const [path, key] of entries) set(errors, path, { type: 'validate', message: key });
  return { values: {}, errors };
}

/**
 * /session/signup (a blank registration) and /session/register/{regId} (spec §2.5). A saved registration
 * opens only with its secret: kept by this browser, or carried by the e-mailed link's fragment (#s=…).
 */
export function RegistrationPage() {
  const { regId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const { t } = useTranslation();
  // A resume link carries the secret in its fragment: keep it, then take it out of the address bar.
  const [linkSecret] = useState(() => {
    const secret = regId ? secretFromHash(location.hash) : null;
    if (regId && secret) storeRegistrationSecret(regId, secret);
    return secret;
  });
  useEffect(() => {
    if (location.hash)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
  }, [location.hash, location.pathname, location.search, location.state, navigate]);
  const key = regId ? (registrationKey(regId) ?? linkSecret) : null;

  const query = useQuery({
    queryKey: registrationKeys.form(regId, key),
    queryFn: ({ signal }) =>
      regId
        ? api.get<SavedRegistration>(REG_API.one(regId), { headers: { [SECRET_HEADER]: key ?? '' }, signal })
        : api.get<Registration>(REG_API.blank, { signal }),
    enabled: !regId || key !== null,
    staleTime: Infinity,
    retry: false,
  });

  if (regId && (key === null || (query.isError && isApiError(query.error) && query.error.status === 404)))
    return <RegistrationNotFound />;
  if (query.isError)
    return (
      <PageFrame>
        <Alert color="red" data-testid="reg-load-error">
          {errorMessage(query.error, t)}
        </Alert>
      </PageFrame>
    );
  if (!query.data)
    return (
      <PageFrame>
        <Center py="xl">
          <Loader data-testid="reg-loading" />
        </Center>
      </PageFrame>
    );
  return (
    <RegistrationForm
      key={regId ?? 'new'}
      reg={query.data}
      regId={regId ?? null}
      secret={key}
      initialTab={(location.state as RegNavState | null)?.tab}
    />
  );
}

function PageFrame({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return (
    <Stack className="lintas-session-page" p="md" align="center">
      <Card withBorder shadow="md" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={narrow ? 640 : 1200}>
        {children}
      </Card>
    </Stack>
  );
}

function RegistrationNotFound() {
  const { t } = useTranslation();
  return (
    <PageFrame narrow>
      <Stack align="center" gap="md" data-testid="reg-not-found">
        <PageTitle size="h3">{t('registration.notFound.title')}</PageTitle>
        <Text ta="center" maw={560}>
          {t('registration.notFound.message')}
        </Text>
        <Group>
          <Button component={Link} to={PATHS.signup} variant="light" data-testid="reg-start-new">
            {t('registration.notFound.startNew')}
          </Button>
          <Button component={Link} to={PATHS.signin} variant="default" data-testid="reg-back">
            {t('common.back')}
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}

function RegistrationForm({
  reg,
  regId,
  secret,
  initialTab,
}: {
  reg: Registration;
  regId: string | null;
  secret: string | null;
  initialTab: RegTab | undefined;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<RegTab>(initialTab && REG_TABS.includes(initialTab) ? initialTab : 'company');
  // Save checks the draft rules, submit the full ones (the shared schemas of both, domain/registration.ts).
  const action = useRef<'save' | 'submit'>('save');
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const editable = isEditable(reg);
  const userTabEnabled = reg.adminTabEnabled === true;
  const docsTabEnabled = reg.supDocsEnabled === true && regId !== null && secret !== null;
  const state = reg.approvalState ?? 'DRAFT';
  const headers = secret ? { [SECRET_HEADER]: secret } : undefined;
  const resolver = useCallback<Resolver<RegValues>>(
    (values) => registrationCheck(values, action.current === 'submit' ? clientErrors(values) : draftErrors(values, regId)),
    [regId],
  );

  const entity = useEntityForm<RegValues>({
    viewType: regId ? 'edit' : 'new',
    locked: !editable,
    defaultValues: valuesOf(reg),
    resolver,
    shows: (path) => path.startsWith('regDocs.') || path === SERVICES_ERROR,
    save: (values) =>
      api.post<SavedRegistration>(REG_API.save, payloadOf(values, action.current, regId), headers ? { headers } : {}),
    onSaved: (result, values) => void afterSave(result as SavedRegistration, values),
  });
  const { form, readOnly } = entity;
  const values = form.watch();

  async function afterSave(saved: SavedRegistration, values: RegValues) {
    if (action.current === 'submit') {
      queryClient.removeQueries({ queryKey: registrationKeys.registration(regId) });
      await navigate(PATHS.signin, { state: { message: t('registration.submitted') } satisfies SigninNavState });
      return;
    }
    const id = saved.accnrId;
    if (saved.secret) storeRegistrationSecret(id, saved.secret);
    const key = registrationKey(id);
    const { secret: _secret, ...kept } = saved;
    queryClient.setQueryData(registrationKeys.form(id, key), kept);
    const email = values.accnDetails.accnContact.contactEmail.trim();
    notifySuccess(saved.secret && EMAIL.test(email) ? t('registration.savedFirst', { email }) : t('registration.saved'));
    await navigate(`${PATHS.register}/${encodeURIComponent(id)}`, {
      replace: regId === id,
      state: { tab } satisfies RegNavState,
    });
  }

  /** Save or submit through the form hook; then the tab follows the errors (spec §4). */
  async function run(next: 'save' | 'submit') {
    action.current = next;
    setBusy(next);
    try {
      await entity.submit();
    } finally {
      setBusy(null);
      setAttempt((n) => n + 1);
    }
  }

  const change = (path: string, value: string) => {
    form.setValue(path as Path<RegValues>, value, { shouldDirty: true });
    form.clearErrors(path as Path<RegValues>);
  };
  const toggleService = (code: string, on: boolean) => {
    const now = form.getValues('services');
    form.setValue('services', on ? [...new Set([...now, code])] : now.filter((s) => s !== code), { shouldDirty: true });
    form.clearErrors(SERVICES_ERROR as Path<RegValues>);
  };
  const errors: RegErrors = Object.fromEntries(
    leafErrors(form.formState.errors).map(([path]) => [path, entity.errorOf(path) ?? '']),
  );
  // After each save or submit (not while typing): a failure is announced and its first tab opened.
  const errorPaths = Object.keys(errors);
  const [shownAttempt, setShownAttempt] = useState(0);
  if (shownAttempt !== attempt) {
    setShownAttempt(attempt);
    const target = tabForErrors(errors, tab);
    // A tab that is still disabled cannot be opened (submit needs a saved registration, so this is rare).
    if (errorPaths.length && !((target === 'user' && !userTabEnabled) || (target === 'docs' && !docsTabEnabled))) setTab(target);
  }
  const failedAttempt = errorPaths.length > 0 ? attempt : 0;
  useEffect(() => {
    if (failedAttempt > 0) notifyError(t('registration.fixErrors'));
  }, [failedAttempt, t]);

  const errorTabs = new Set(Object.keys(errors).map(tabOfError));
  const tabMark = (name: RegTab) =>
    errorTabs.has(name) ? (
      <Badge size="xs" circle color="red" data-testid={`reg-tab-error-${name}`} aria-label={t('registration.tabHasErrors')}>
        !
      </Badge>
    ) : undefined;
  const fieldProps = { values, errors, readOnly, onChange: change };

  return (
    <PageFrame>
      {entity.dialog}
      <Stack gap="md" data-testid="registration-page">
        <Group justify="space-between" align="flex-start">
          <div>
            <PageTitle size="h3">{t('registration.title')}</PageTitle>
            <Text size="sm" c="dimmed">
              {regId ? t('registration.regIdLabel', { id: regId }) : t('registration.intro')}
            </Text>
          </div>
          <Badge size="lg" variant="light" color={STATE_COLOR[state] ?? 'gray'} data-testid="reg-state">
            {t(`registration.state.${state}`)}
          </Badge>
        </Group>
        {state === 'RET' && (
          <Alert color="orange" title={t('registration.returned.title')} data-testid="reg-return-reasons">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {reg.returnReasons || t('registration.returned.noReason')}
            </Text>
          </Alert>
        )}
        {readOnly && (
          <Alert color="blue" data-testid="reg-read-only">
            {t(`registration.stateInfo.${state}`, { defaultValue: t('registration.stateInfo.locked') })}
          </Alert>
        )}
        {!regId && (
          <Alert color="blue" variant="light" data-testid="reg-save-first">
            {t('registration.saveFirst')}
          </Alert>
        )}
        <Tabs value={tab} onChange={(v) => v && setTab(v as RegTab)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="company" data-testid="reg-tab-company" rightSection={tabMark('company')}>
              {t('registration.tabs.company')}
            </Tabs.Tab>
            <Tabs.Tab value="user" disabled={!userTabEnabled} data-testid="reg-tab-user" rightSection={tabMark('user')}>
              {t('registration.tabs.user')}
            </Tabs.Tab>
            <Tabs.Tab value="services" data-testid="reg-tab-services" rightSection={tabMark('services')}>
              {t('registration.tabs.services')}
            </Tabs.Tab>
            <Tabs.Tab value="docs" disabled={!docsTabEnabled} data-testid="reg-tab-docs" rightSection={tabMark('docs')}>
              {t('registration.tabs.docs')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="company" pt="md">
            <CompanyFields {...fieldProps} />
          </Tabs.Panel>
          <Tabs.Panel value="user" pt="md">
            <UserFields {...fieldProps} />
          </Tabs.Panel>
          <Tabs.Panel value="services" pt="md">
            <ServicesTab services={values.services} error={errors[SERVICES_ERROR]} readOnly={readOnly} onToggle={toggleService} />
          </Tabs.Panel>
          <Tabs.Panel value="docs" pt="md">
            {regId && secret && (
              <DocumentsTab
                regId={regId}
                secret={secret}
                atypId={values.accnDetails.TMstAccnType.atypId}
                ctryCode={values.accnDetails.accnAddr.addrCtry.ctyCode}
                editable={editable}
                errors={errors}
              />
            )}
          </Tabs.Panel>
        </Tabs>
        {entity.formError && (
          <Alert color="red" data-testid="reg-form-error">
            {entity.formError}
          </Alert>
        )}
        <Group justify="space-between" mt="md">
          <Button component={Link} to={PATHS.signin} variant="default" data-testid="reg-back">
            {t('common.back')}
          </Button>
          {editable && (
            <Group>
              <Button
                variant="outline"
                onClick={() => void run('save')}
                loading={busy === 'save'}
                disabled={busy !== null}
                data-testid="reg-save"
              >
                {t('common.save')}
              </Button>
              {!submitHidden(reg) && (
                <Button
                  onClick={() => void run('submit')}
                  loading={busy === 'submit'}
                  disabled={busy !== null || !regId}
                  title={regId ? undefined : t('registration.saveFirst')}
                  data-testid="reg-submit"
                >
                  {t('common.submit')}
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>
    </PageFrame>
  );
}

const STATE_COLOR: Record<string, string> = {
  DRAFT: 'gray',
  P: 'blue',
  RET: 'orange',
  C: 'teal',
  V: 'green',
  R: 'red',
  X: 'gray',
};
