import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/use-translation';
import { useLocation, useNavigate, useParams, useSearchParams } from '../lib/router';
import type { ResourceDef } from '../../domain/resources/types';
import { isApiError } from '../lib/api-errors';
import { errorMessage } from '../lib/error-message';
import { useSessionUser } from '../lib/session-user';
import { useResourceRow } from './resource-api';
import { ResourceForm } from './resource-form';
import { partsOf } from './resource-parts';
import { heldBy, isViewType, titleKey } from './resource-meta';
import { PageTitle } from '../components/page-title';

/** The list's query string, carried in navigation state so Back returns to the same filtered page. */
export interface ResourceNavState {
  listSearch?: string;
}

export const listSearchOf = (state: unknown): string => {
  const search = (state as ResourceNavState | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
};

/** `${def.webDetail}/:viewType/:key?`: new, edit, view, clone, amend (spec §4). */
export function ResourceDetailPage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { viewType, key } = useParams();
  const [searchParams] = useSearchParams();
  const held = heldBy(useSessionUser());
  const valid =
    isViewType(viewType) && (viewType === 'new' ? !key : Boolean(key)) && (viewType !== 'amend' || Boolean(def.actions.amend));
  const row = useResourceRow(def, valid && viewType !== 'new' ? key : undefined);
  const locked = searchParams.get('readOnly') === 'true';
  const close = () => void navigate(def.webList + listSearchOf(location.state));
  const parts = partsOf(def);

  if (!valid) return <NotFoundView onBack={close} />;
  // Screens that change a record need the write permission (a locked edit is only a view): the route table's rule.

  let body;
  if (viewType !== 'new' && row.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (row.isError) {
    if (isApiError(row.error) && row.error.status === 404) return <NotFoundView onBack={close} />;
    body = (
      <Alert color="red" data-testid="resource-error">
        <Group justify="space-between">
          <Text size="sm">{errorMessage(row.error, t)}</Text>
          <Button size="xs" variant="white" onClick={() => void row.refetch()}>
            {t('common.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else {
    const Form = parts.form ?? ResourceForm;
    const Section = viewType !== 'new' && row.data ? parts.detailSection : undefined;
    body = (
      <>
        <Form
          // A reloaded record (newer version) starts the form afresh.
          key={`${viewType}:${key ?? ''}:${String(row.data?.version ?? '')}:${row.dataUpdatedAt}`}
          def={def}
          viewType={viewType}
          row={row.data}
          locked={locked}
          held={held}
          onClose={close}
          onReload={() => void row.refetch()}
          navState={location.state}
        />
        {Section && row.data && <Section def={def} row={row.data} />}
      </>
    );
  }

  return (
    <Stack gap="md" data-testid={`resource-detail-${def.name}`}>
      <div>
        <Text size="sm" c="dimmed">
          {t(titleKey(def))}
        </Text>
        <PageTitle>
          {t(`resources.common.heading.${viewType}`)}
          {key && viewType !== 'clone' ? `: ${key}` : ''}
        </PageTitle>
      </div>
      {body}
    </Stack>
  );
}

function NotFoundView({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" data-testid="resource-not-found">
      <PageTitle>{t('resources.common.notFoundTitle')}</PageTitle>
      <Text>{t('resources.common.notFound')}</Text>
      <Button variant="default" onClick={onBack}>
        {t('resources.common.back')}
      </Button>
    </Stack>
  );
}
