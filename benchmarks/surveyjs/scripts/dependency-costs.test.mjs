import { describe, expect, it } from 'vitest';

import { installedVersion, measureAll, SUBJECTS } from './dependency-costs.mjs';

describe('dependency costs', () => {
  it('measures zod/mini smaller than zod classic for the same schema', async () => {
    const zodSubjects = SUBJECTS.filter((subject) => subject.packages.includes('zod'));
    const [mini, classic] = await measureAll(zodSubjects);
    expect(mini?.name).toMatch(/zod\/mini/);
    expect(mini?.gzipBytes).toBeGreaterThan(1000);
    expect(mini?.gzipBytes).toBeLessThan(mini?.minBytes ?? 0);
    expect(classic?.gzipBytes).toBeGreaterThan((mini?.gzipBytes ?? 0) * 2);
    expect(mini?.versions).toEqual([`zod@${installedVersion('zod')}`]);
  });

  it('reports a package no workspace package installs as missing', async () => {
    const [row] = await measureAll([
      { name: 'absent', packages: ['no-such-package-xyz'], source: '', external: [] },
    ]);
    expect(row).toEqual({ name: 'absent', missing: ['no-such-package-xyz'] });
  });
});
