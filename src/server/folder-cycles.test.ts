import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's feature folders import one another one way (issue 12: the cycles registration <-> session and
 * registration <-> files went). A value import from folder A into folder B and back is a cycle; type-only imports
 * do not count (they vanish in the build), nor does the demo seed (`db/seed` loads every feature's data through
 * its services by design). The cycles still here are listed; a new one fails this test.
 */
const ROOT = path.resolve(__dirname);

function folderEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.includes('.test.')) {
        const rel = path.relative(ROOT, full);
        if (!rel.includes(path.sep) || rel.startsWith(`db${path.sep}seed${path.sep}`)) continue;
        const from = rel.split(path.sep)[0]!;
        const text = readFileSync(full, 'utf8');
        for (const m of text.matchAll(/^(import|export)(?! type)[^;]*?from '(\.[^']+)'/gms)) {
          const target = path.relative(ROOT, path.resolve(path.dirname(full), m[2]!));
          if (target.startsWith('..') || !target.includes(path.sep)) continue;
          const to = target.split(path.sep)[0]!;
          if (to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
        }
      }
    }
  };
  walk(ROOT);
  return edges;
}

/** Cycles between two folders that remain (to be taken apart when their features are next touched). */
const KNOWN = [
  'billing <-> insurance',
  'billing <-> payments',
  'billing <-> tax',
  'certificates <-> vessel-calls',
  'co2x <-> jobs',
  'http <-> logs',
  'http <-> webhooks',
  'jobs <-> payments',
  'mail <-> notifications',
];

describe('server folders', () => {
  it('form no new cycle; registration has none with session or files', () => {
    const edges = folderEdges();
    const cycles: string[] = [];
    for (const [a, targets] of edges) {
      for (const b of targets) if (a < b && edges.get(b)?.has(a)) cycles.push(`${a} <-> ${b}`);
    }
    cycles.sort();
    expect(cycles.filter((c) => c.includes('registration'))).toEqual([]);
    expect(cycles).toEqual(KNOWN);
    // The graph is read at all: registration uses session and files (one way).
    expect([...(edges.get('registration') ?? [])]).toEqual(expect.arrayContaining(['session', 'files']));
  });
});
