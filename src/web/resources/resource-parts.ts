import { lazy, type ComponentType, type ReactNode } from 'react';
import type { ResourceDef } from '../../domain/resources/types';
import type { ResourceFormProps } from './resource-form';
import type { Row } from './resource-meta';
import { countryParts } from './parts/country-parts';

/** A list cell with its layout: the plain text (one line, cut, whole on hover), width and alignment. */
export interface CellPart<R> {
  render: (row: R) => ReactNode;
  text?: (row: R) => string;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

/**
 * The replaceable parts of a resource's screens: an entity that differs a little keeps the engine and
 * replaces one part. Every part is optional; without it the engine's own is used. Engine resources get
 * theirs from PARTS below; an own-API entity's screen (sysparams, users …) passes them to `ResourceListPage`,
 * built where its feature's hooks (mutations, dialogs, the signed-in user) are at hand.
 */
export interface ResourceParts<R = Row> {
  /** A list cell by field name, instead of the field kind's default rendering. */
  cells?: Record<string, ((row: R) => ReactNode) | CellPart<R>>;
  /** More row actions after the engine's (same pattern: small subtle buttons). */
  rowActions?: (row: R) => ReactNode;
  /** A section shown under the record on its detail page (not on New). */
  detailSection?: ComponentType<{ def: ResourceDef; row: Row }>;
  /** A section under the engine's form that follows what is typed (a preview of the unsaved values). */
  formSection?: ComponentType<{ values: Record<string, unknown> }>;
  /** The detail form, instead of the engine's generated one. */
  form?: ComponentType<ResourceFormProps>;
  /** The list's test ids: prefix (`-list`, `-row`, `-search`, `-sort-…`), table, footer, row, and each filter's. */
  testIds?: { list?: string; table?: string; paging?: string; row?: string; filters?: Record<string, string> };
  /** A row opens this screen (click or Enter) … */
  itemPath?: (row: R) => string;
  /** … or this dialog over the list. */
  rowDialog?: ComponentType<{ row: R; onClose: () => void }>;
  /** The New button of an own-API entity (the engine's goes to `{webDetail}/new` with the write permission). */
  create?: { path: string; label: string; testId: string };
  /** Shown between the filters and the table (an introduction, an upload panel). */
  above?: ReactNode;
  /** Filter values a menu entry starts with when its URL has none (companies pre-filtered on cargo owners). */
  presetFilters?: Record<string, string>;
}

/** Notification templates: the preview of the text being written (issue 17), loaded with the template's screen only. */
const notificationTemplateParts: ResourceParts = {
  formSection: lazy(() => import('./parts/notification-template-parts').then((m) => ({ default: m.TemplatePreview }))),
};

/** The parts each engine resource replaces, by resource name. */
const PARTS: Record<string, ResourceParts> = {
  country: countryParts,
  notificationTemplate: notificationTemplateParts,
};

export const partsOf = (def: ResourceDef): ResourceParts => PARTS[def.name] ?? {};
