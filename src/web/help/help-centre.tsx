import { Alert, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate, useSearchParams } from '../lib/router';
import { ServerList, type ListColumn } from '../components/server-list';
import { useServerList } from '../components/use-server-list';
import { useApi } from '../lib/api-context';
import { helpApi, helpArticlePath, type HelpArticleRow } from './help-api';
import { helpKeys } from './help-keys';

/**
 * The help articles, searched and paged on the server. Opened from a screen's help link (`?for=<its path>`), it goes
 * straight to the article that explains that screen.
 */
export function HelpCentre() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const forPath = params.get('for');
  const forScreen = useQuery({
    queryKey: helpKeys.forScreen(forPath ?? '', i18n.language),
    queryFn: ({ signal }) => api.get<{ slug: string | null }>(helpApi.forScreen(forPath ?? ''), { signal }),
    enabled: forPath !== null,
  });
  const slug = forScreen.data?.slug;
  useEffect(() => {
    if (slug) void navigate(helpArticlePath(slug), { replace: true });
  }, [slug, navigate]);
  const list = useServerList<HelpArticleRow>({
    queryKey: helpKeys.list(),
    path: helpApi.articles(),
    spec: { sortable: [], filters: [] },
  });
  if (forPath !== null && (forScreen.isPending || slug)) return <Loader data-testid="help-finding" />;
  const columns: ListColumn<HelpArticleRow>[] = [
    {
      key: 'title',
      label: t('helpCentre.article'),
      render: (a) => (
        <div>
          <Text fw={600} size="sm">
            {a.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {a.summary}
          </Text>
        </div>
      ),
    },
  ];
  return (
    <>
      {forPath !== null && slug === null && (
        <Alert color="blue" mb="sm" data-testid="help-no-article">
          {t('helpCentre.noArticleForScreen')}
        </Alert>
      )}
      <ServerList<HelpArticleRow>
        testId="help"
        list={list}
        title={t('helpCentre.title')}
        titleOrder={2}
        columns={columns}
        defaultSort={{ field: 'title', order: 'asc' }}
        rowKey={(a) => a.slug}
        testIds={{ row: (a) => `help-row-${a.slug}` }}
        search={{ placeholder: t('helpCentre.search') }}
        onOpen={(a) => void navigate(helpArticlePath(a.slug))}
      />
    </>
  );
}
