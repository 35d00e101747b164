/**
 * Real reference data for Lintas (pure data and small pure functions; no database access).
 * See docs/reference-data.md for sources, coverage and how to refresh each data set.
 */
export * from './countries';
export * from './currencies';
export * from './provinces';
export * from './ports';
export * from './units';
export * from './hs-codes';
export * from './government';
export * from './port-terminals';
export * from '../../../../domain/lookups';
