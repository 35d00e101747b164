/** The API's base path: every route of the server lives under it, and the web's API client calls it (one constant). */
export const API_BASE = '/api';

/** The trucking portal's API (spec §7): `${API_BASE}/v1/lintas/trucking`. */
export const TRUCKING_API = `${API_BASE}/v1/lintas/trucking`;
