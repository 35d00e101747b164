import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
import { OWN_API_RESOURCES } from '../../domain/resources/own-api';
import { filterFields } from '../../domain/resources/types';
import en from '../../locales/en.json';
import id from '../../locales/id.json';
import { resourceRoutes } from './resource-routes';

type Tree = { [key: string]: unknown };

function lookup(tree: Tree, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return node;
}

const LOCALES: [string, Tree][] = [
  ['en', en as Tree],
  ['id', id as Tree],
];

/** Every key a resource's screens and menu entry look up. */
function keysOf(def: (typeof RESOURCES)[number]): string[] {
  const keys = [`resources.${def.name}.title`];
  for (const field of def.fields) {
    keys.push(`resources.${def.name}.fields.${field.name}`);
    if (field.kind === 'select')
      for (const o of field.options ?? []) keys.push(`resources.${def.name}.options.${field.name}.${o}`);
    if (field.pattern) keys.push(field.pattern.message);
  }
  return keys;
}

describe('resource translations', () => {
  it.each(LOCALES)('%s labels every resource, field and select option in RESOURCES', (_lng, tree) => {
    const missing = RESOURCES.flatMap(keysOf).filter((key) => typeof lookup(tree, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('%s has the common texts and both status labels', (_lng, tree) => {
    for (const key of ['resources.common.status.A', 'resources.common.status.I', 'menu.masterData', 'menu.fleet']) {
      expect(typeof lookup(tree, key), key).toBe('string');
    }
    for (const action of ['view', 'edit', 'clone', 'amend', 'activate', 'deactivate', 'delete']) {
      expect(typeof lookup(tree, `resources.common.${action}`), action).toBe('string');
    }
  });
});

describe('resource routes', () => {
  it('gives every resource a list and a detail route', () => {
    const paths = resourceRoutes().map((r) => r.path);
    for (const def of RESOURCES) {
      expect(paths).toContain(def.webList);
      expect(paths).toContain(`${def.webDetail}/:viewType/:key?`);
    }
    expect(paths).toContain('/master/country');
    expect(paths).toContain('/administrations/truck-management/:viewType/:key?');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('offers every filter a distinct query-string key', () => {
    for (const def of RESOURCES) {
      for (const name of filterFields(def)) expect(['page', 'size', 'search', 'sort', 'order']).not.toContain(name);
    }
  });
});

/** Every key an own-API entity's list looks up: title, column and filter labels, select options. */
function ownKeysOf(def: (typeof OWN_API_RESOURCES)[number]): string[] {
  const keys = [def.title ?? `resources.${def.name}.title`];
  for (const field of def.fields) {
    keys.push(field.label ?? `resources.${def.name}.fields.${field.name}`);
    if (field.filterLabel) keys.push(field.filterLabel);
    if (field.kind === 'select' && field.optionsKey) for (const o of field.options ?? []) keys.push(`${field.optionsKey}.${o}`);
  }
  if (typeof def.ownApi?.search === 'object') keys.push(def.ownApi.search.placeholder);
  return keys;
}

describe('own-API entities of the engine', () => {
  it.each(LOCALES)('%s labels every own-API list, column, filter and option', (_lng, tree) => {
    const missing = OWN_API_RESOURCES.flatMap(ownKeysOf).filter((key) => typeof lookup(tree, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('keeps them out of RESOURCES (no generic CRUD, lookups or routes) and lists each filter as a field', () => {
    const generic = new Set(RESOURCES.map((r) => r.path));
    for (const def of OWN_API_RESOURCES) {
      expect(def.ownApi, def.name).toBeDefined();
      expect(generic.has(def.path), def.path).toBe(false);
      for (const name of filterFields(def))
        expect(
          def.fields.map((f) => f.name),
          `${def.name}.${name}`,
        ).toContain(name);
      expect(def.fields.map((f) => f.name)).toContain(def.defaultSort.field);
    }
    expect(RESOURCES.some((r) => r.ownApi)).toBe(false);
  });
});
