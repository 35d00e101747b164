/** The session screens' query keys (light: the sign-in bundle's screens read them). */
export const sessionKeys = {
  activations: ['activate'] as const,
  /** Who an activation link is for. */
  activation: (token: string) => [...sessionKeys.activations, token] as const,
};
