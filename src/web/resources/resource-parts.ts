import type { ComponentType, ReactNode } from 'react';
import type { ResourceDef } from '../../domain/resources/types';
import type { ResourceFormProps } from './resource-form';
import type { Row } from './resource-meta';
import { countryParts } from './parts/country-parts';

/**
 * The replaceable parts of a resource's screens: an entity that differs a little keeps the engine and
 * replaces one part. Every part is optional; without it the engine's own is used.
 */
export interface ResourceParts {
  /** A list cell by field name, instead of the field kind's default rendering. */
  cells?: Record<string, (row: Row) => ReactNode>;
  /** More row actions after the engine's (same pattern: small subtle buttons). */
  rowActions?: (row: Row) => ReactNode;
  /** A section shown under the record on its detail page (not on New). */
  detailSection?: ComponentType<{ def: ResourceDef; row: Row }>;
  /** The detail form, instead of the engine's generated one. */
  form?: ComponentType<ResourceFormProps>;
}

/** The parts each resource replaces, by resource name. */
const PARTS: Record<string, ResourceParts> = {
  country: countryParts,
};

export const partsOf = (def: ResourceDef): ResourceParts => PARTS[def.name] ?? {};
