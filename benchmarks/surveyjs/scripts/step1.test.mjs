import { describe, expect, it } from 'vitest';

import { rotated, STEP_1_PAGES } from './step1.mjs';

describe('rotated', () => {
  it('starts each round at the next page so no page always goes first', () => {
    expect(rotated(['a', 'b', 'c', 'd'], 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(rotated(['a', 'b', 'c', 'd'], 1)).toEqual(['b', 'c', 'd', 'a']);
    expect(rotated(['a', 'b', 'c', 'd'], 5)).toEqual(['b', 'c', 'd', 'a']);
    expect(rotated([], 3)).toEqual([]);
  });
});

describe('STEP_1_PAGES', () => {
  it('serves cancel-web, the peer, SurveyJS and the floor under distinct bases', () => {
    expect(STEP_1_PAGES.map((page) => page.id)).toEqual([
      'cancel-web',
      'churnkey',
      'surveyjs',
      'floor',
    ]);
    expect(new Set(STEP_1_PAGES.map((page) => page.base)).size).toBe(4);
    for (const page of STEP_1_PAGES) expect(page.path.startsWith(page.base)).toBe(true);
  });
});
