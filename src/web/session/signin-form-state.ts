export interface SigninValues {
  userId: string;
  password: string;
  remember: boolean;
}

export type SigninFieldErrors = Partial<Record<'userId' | 'password', string>>;

export const EMPTY_SIGNIN: SigninValues = { userId: '', password: '', remember: false };

/** Spec §5: user id and password are required. Returns i18n keys, not texts. */
export function validateSignin(values: SigninValues): SigninFieldErrors {
  const errors: SigninFieldErrors = {};
  if (values.userId.trim() === '') errors.userId = 'validation.required';
  if (values.password === '') errors.password = 'validation.required';
  return errors;
}
