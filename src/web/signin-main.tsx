import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appApiClient } from './lib/app-api-client';
import { i18nReady } from './lib/i18n';
import { LightSigninPage } from './session/signin-light';

// The light sign-in page's entry (signin.html), served for the sign-in URLs on a first load (server/spa/static.ts):
// React, the translator and the form, without Mantine, the router or the query cache. Signing in loads the app.
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <LightSigninPage api={appApiClient} />
    </StrictMode>,
  ),
);
