import { useSignedIn } from '../../lib/use-signed-in';
import { PublicLayout } from '../../session/public-layout';
import { AppShellLayout } from './app-shell-layout';

/**
 * The layout of the refusal pages (no permission, not found): inside the app shell for a signed-in user, so a
 * refusal never replaces the whole app (issue 12); the public layout for a visitor.
 */
export function RefusalLayout() {
  return useSignedIn() ? <AppShellLayout /> : <PublicLayout />;
}
