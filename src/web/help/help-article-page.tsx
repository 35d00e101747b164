import { Alert, Container, Loader, Stack, Text, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { useParams } from '../lib/router';
import { PageTitle } from '../components/page-title';
import { useApi } from '../lib/api-context';
import { errorMessage } from '../lib/error-message';
import { helpApi, type HelpArticle } from './help-api';
import { helpKeys } from './help-keys';

/**
 * /help/{slug}: one help article in the UI language. Its HTML comes from the server's markdown renderer, which
 * escapes every character of the source, so no HTML of the article's own reaches the page.
 */
export function HelpArticlePage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const api = useApi();
  const article = useQuery({
    queryKey: helpKeys.article(slug, i18n.language),
    queryFn: ({ signal }) => api.get<HelpArticle>(helpApi.article(slug), { signal }),
  });
  return (
    <Container size="md" data-testid="help-article">
      <Stack gap="sm">
        {article.isPending && <Loader />}
        {article.isError && <Alert color="red">{errorMessage(article.error, t)}</Alert>}
        {article.data && (
          <>
            <PageTitle>{article.data.title}</PageTitle>
            <Typography>
              <div data-testid="help-article-body" dangerouslySetInnerHTML={{ __html: article.data.html }} />
            </Typography>
            <Text size="xs" c="dimmed">
              {t('helpCentre.screens', { count: article.data.screens.length })}
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
