const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT-shaped token with the given `exp` (seconds). */
export const tokenWithExp = (exp: number, sub = 'U') =>
  `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub, exp }))}.sig`;

/** A token that is valid for the next hour. */
export const liveToken = (sub = 'U') => tokenWithExp(Math.floor(Date.now() / 1000) + 3600, sub);

export function profileOf(
  user: Partial<{
    usrId: string;
    usrName: string;
    accnId: string;
    accnName: string;
    accnType: string;
    accnStatus: string;
    authorities: string[];
    permissions: string[];
  }>,
) {
  return {
    user: {
      usrId: 'OPS1',
      usrName: 'Budi',
      accnId: 'TO1',
      accnName: 'PT Truk Jaya',
      accnType: 'ACC_TYPE_TO',
      accnStatus: 'A',
      authorities: [] as string[],
      ...user,
    },
    token: null,
    err: null,
  };
}
