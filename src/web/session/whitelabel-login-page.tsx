import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Navigate, useParams } from '../lib/router';
import { useApi } from '../lib/api-context';
import { API_PATHS, PATHS, whitelabelLoginPath } from '../lib/paths';
import { isApiError } from '../lib/api-errors';
import { setLoginPath } from '../lib/session-store';
import { SessionLayout } from './session-layout';
import { SigninForm } from './signin-form';
import { whitelabelKeys } from '../whitelabel';
import type { whitelabelBrand } from '../../domain/whitelabel';
import type { WireOf } from '../../domain/wire';

/** Spec §9: the brand image appears 1000 ms after the page loads. */
export const WHITELABEL_IMAGE_DELAY_MS = 1000;

/** A brand as its sign-in page reads it: the background image in base64. */
export type Whitelabel = WireOf<typeof whitelabelBrand>;

/** Path segments that are sections of the app, never brands. */
const RESERVED = new Set(['session', 'general', 'dashboard', 'administrations', 'applications', 'manageUsers', 'help']);

/** /:brand/login: the sign-in form over the brand's background image. */
export function WhitelabelLoginPage() {
  const { brand = '' } = useParams();
  if (RESERVED.has(brand)) return <Navigate to={PATHS.notFound} replace />;
  return <WhitelabelLogin key={brand} brand={brand} />;
}

function WhitelabelLogin({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [showImage, setShowImage] = useState(false);
  const query = useQuery({
    queryKey: whitelabelKeys.brand(brand),
    queryFn: ({ signal }) => api.get<Whitelabel>(API_PATHS.whitelabel(brand), { signal }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const brandData = query.data;

  useEffect(() => {
    if (!brandData) return undefined;
    setLoginPath(whitelabelLoginPath(brand));
    const timer = setTimeout(() => setShowImage(true), WHITELABEL_IMAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [brand, brandData]);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (isApiError(query.error) && query.error.status === 404) return <Navigate to={PATHS.notFound} replace />;

  const imageUrl = brandData?.data ? `data:${brandData.mimeType};base64,${brandData.data}` : null;
  return (
    <>
      {showImage && imageUrl && (
        <div
          className="lintas-whitelabel-bg"
          data-testid="whitelabel-bg"
          role="img"
          aria-label={brandData?.displayName}
          style={{ backgroundImage: `url("${imageUrl}")` }}
        />
      )}
      <SessionLayout transparent={Boolean(imageUrl)}>
        <Stack gap={4} mb="md" align="center">
          {brandData && (
            <Text fw={700} size="xl" data-testid="whitelabel-name">
              {brandData.displayName}
            </Text>
          )}
          {/* The page's heading, at the size it always had. */}
          <Text component="h1" size="sm" c="dimmed" fw={400} m={0}>
            {t('session.signin.title')}
          </Text>
        </Stack>
        <SigninForm />
      </SessionLayout>
    </>
  );
}
