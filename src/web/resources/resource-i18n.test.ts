import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../domain/resources';
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
