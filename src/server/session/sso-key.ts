import { importSPKI } from 'jose';
import type { SsoKey } from './session.service';

/** The key SSO tokens must be signed with: an HS256 shared secret, or an RS256/ES256 public key (PEM). */
export async function loadSsoKey(secret: string | undefined, publicKeyPem: string | undefined): Promise<SsoKey | null> {
  if (publicKeyPem) {
    const algorithm = publicKeyPem.includes('EC') ? 'ES256' : 'RS256';
    try {
      return { key: await importSPKI(publicKeyPem, 'ES256'), algorithms: ['ES256'] };
    } catch {
      return { key: await importSPKI(publicKeyPem, algorithm === 'ES256' ? 'RS256' : algorithm), algorithms: ['RS256'] };
    }
  }
  if (secret) return { key: new TextEncoder().encode(secret), algorithms: ['HS256'] };
  return null;
}
