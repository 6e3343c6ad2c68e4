import { describe, expect, it } from 'vitest';
import { pathBelowBase } from './pagePath';

describe('pathBelowBase', () => {
  it('is the path below the base, without a trailing slash', () => {
    expect(pathBelowBase('/cancel/seo', '/cancel/')).toBe('seo');
    expect(pathBelowBase('/cancel/seo/', '/cancel/')).toBe('seo');
    expect(pathBelowBase('/cancel/seo/confirm-unsubscribe', '/cancel/')).toBe(
      'seo/confirm-unsubscribe',
    );
  });

  it('is empty for the base itself, with or without its slash', () => {
    expect(pathBelowBase('/cancel/', '/cancel/')).toBe('');
    expect(pathBelowBase('/cancel', '/cancel/')).toBe('');
  });

  it('is undefined outside the base', () => {
    expect(pathBelowBase('/cancelled', '/cancel/')).toBeUndefined();
    expect(pathBelowBase('/', '/cancel/')).toBeUndefined();
  });
});
