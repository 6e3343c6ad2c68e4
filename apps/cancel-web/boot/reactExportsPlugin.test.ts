import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  KEPT_REACT_EXPORTS,
  keptExportsProblems,
  reactExportsUsedBy,
  renderedUses,
  withoutUnusedExports,
  type ReactExportsUse,
  type ReactModule,
} from './reactExportsPlugin';

const require = createRequire(import.meta.url);
/** A file of React's production build, as the bundler reads it. */
const buildFile = (pkg: 'react' | 'react-dom', file: string) =>
  readFileSync(join(dirname(require.resolve(pkg)), 'cjs', file), 'utf8');

const names = (use: ReactExportsUse, module: ReactModule) => {
  const read = use.get(module);
  return read === 'all' || read === undefined ? read : [...read].sort();
};

describe('reactExportsUsedBy', () => {
  it('reads named imports, under their exported names', () => {
    const use = reactExportsUsedBy(
      [
        "import { useState, useId as id } from 'react';",
        "import { createRoot } from 'react-dom/client';",
      ].join('\n'),
    );
    expect(names(use, 'react')).toEqual(['useId', 'useState']);
    expect(names(use, 'react-dom/client')).toEqual(['createRoot']);
  });

  it("reads `React.name` on a namespace or default import and on a require()'s result", () => {
    const use = reactExportsUsedBy(
      [
        "import * as React from 'react';",
        "import ReactDefault from 'react';",
        'var Scheduler = require("scheduler"), ReactDOM = require("react-dom");',
        'var USE_OPTIMISTIC = "useOptimistic";',
        'React.useContext(C); ReactDefault["useRef"](); Scheduler.unstable_now();',
        'var useOptimisticImpl = React[USE_OPTIMISTIC];',
        'ReactDOM.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE.d;',
        'other.React = { React: 1 };',
      ].join('\n'),
    );
    expect(names(use, 'react')).toEqual(['useContext', 'useOptimistic', 'useRef']);
    expect(names(use, 'scheduler')).toEqual(['unstable_now']);
    expect(names(use, 'react-dom')).toEqual([
      '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    ]);
  });

  it('takes any other use of a whole module, or a re-export, as a read of everything', () => {
    expect(reactExportsUsedBy("import * as R from 'react'; keep(R);").get('react')).toBe('all');
    expect(reactExportsUsedBy("import R from 'react'; R[key]();").get('react')).toBe('all');
    const reassigned = "import R from 'react'; var K = 'useId'; K = other; R[K]();";
    expect(reactExportsUsedBy(reassigned).get('react')).toBe('all');
    expect(reactExportsUsedBy("export * from 'react-dom';").get('react-dom')).toBe('all');
    // Its importers' reads are theirs, out of sight of this module's code.
    expect(reactExportsUsedBy("export { memo } from 'react';").get('react')).toBe('all');
    expect(reactExportsUsedBy("import('react-dom/client');").get('react-dom/client')).toBe('all');
    expect(reactExportsUsedBy('module.exports = require("react");').get('react')).toBe('all');
  });

  it('ignores modules that import none of React’s files', () => {
    expect(reactExportsUsedBy("import { jsx } from 'react/jsx-runtime'; jsx('p');").size).toBe(0);
  });

  it("reads React DOM's use of React and the scheduler from React DOM's own file", () => {
    const use = reactExportsUsedBy(buildFile('react-dom', 'react-dom-client.production.js'));
    expect(names(use, 'react')).toEqual([
      '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
      'version',
    ]);
    expect(names(use, 'scheduler')).toEqual(expect.arrayContaining(['unstable_scheduleCallback']));
  });
});

describe('withoutUnusedExports', () => {
  const file = [
    '"use strict";',
    'function helper() { return "{ not a block"; }',
    'exports.kept = function () {',
    '  return helper();',
    '};',
    'exports.dropped = function (a) {',
    '  return { a: a };',
    '};',
    'exports.version = "19";',
  ].join('\n');

  it('blanks the assignments of the exports not kept, keeping every line and column', () => {
    const out = withoutUnusedExports(file, new Set(['kept', 'version']));
    expect(out.removed).toEqual(['dropped']);
    expect(out.exported).toEqual(['kept', 'dropped', 'version']);
    expect(out.code).not.toContain('dropped');
    expect(out.code).toContain('exports.kept = function () {');
    expect(out.code).toContain('exports.version = "19";');
    expect(out.code.length).toBe(file.length);
    expect(out.code.split('\n')).toHaveLength(file.split('\n').length);
  });

  it("leaves React's file working with what it keeps", () => {
    const out = withoutUnusedExports(
      buildFile('react', 'react.production.js'),
      new Set(KEPT_REACT_EXPORTS.react),
    );
    const exports: Record<string, unknown> = {};
    new Function('exports', 'require', out.code)(exports, require);
    expect(Object.keys(exports).sort()).toEqual([...KEPT_REACT_EXPORTS.react].sort());
    expect(out.removed).toEqual(expect.arrayContaining(['Children', 'forwardRef', 'use']));
  });
});

describe('renderedUses and keptExportsProblems', () => {
  const exported = new Map<ReactModule, readonly string[]>([
    ['react', ['useState', 'useId', 'forwardRef', 'Children']],
  ]);
  const kept = { ...KEPT_REACT_EXPORTS, react: ['useState', 'useId'] };

  it('counts only what the output still mentions', () => {
    const uses = new Map<string, ReactExportsUse>([
      ['router.mjs', new Map([['react', new Set(['useState', 'forwardRef'])]])],
      ['shaken.mjs', new Map([['react', new Set(['Children'])]])],
      ['app.tsx', new Map([['react', new Set(['useId'])]])],
    ]);
    const rendered = new Map([
      ['router.mjs', 'let [a] = (0, import_react.useState)(0);'],
      ['app.tsx', 'const id = (0, import_react.useId)();'],
    ]);
    expect(keptExportsProblems(renderedUses(uses, rendered), exported, kept)).toEqual([]);
  });

  it('names a read the list removes, a whole-module use and a kept name nothing reads', () => {
    const uses = new Map<string, ReactExportsUse>([
      ['a.tsx', new Map([['react', new Set(['useState', 'forwardRef'])]])],
      ['b.mjs', new Map([['react', 'all' as const]])],
    ]);
    expect(keptExportsProblems(uses, exported, kept)).toEqual([
      "a.tsx reads 'react'.forwardRef: add it to KEPT_REACT_EXPORTS",
      "b.mjs uses 'react' as a whole object: import the names it needs (code that cannot change: take 'react' out of REACT_FILES, which then ships whole)",
      "nothing reads 'react'.useId: remove it from KEPT_REACT_EXPORTS",
    ]);
  });
});
