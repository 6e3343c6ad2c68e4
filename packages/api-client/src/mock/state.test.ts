import { describe, expect, it } from 'vitest';

import { createMockState, getMockConfirmationLink } from './state';
import { createMemoryStorage } from './storage';

describe('createMockState', () => {
  it('creates the CSRF token once and keeps it in the storage', () => {
    const storage = createMemoryStorage();
    const token = createMockState(storage).csrfToken();

    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(createMockState(storage).csrfToken()).toBe(token);
    expect(createMockState(createMemoryStorage()).csrfToken()).not.toBe(token);
  });

  it('confirms a product only with its current key', () => {
    const state = createMockState();
    const key = state.issueConfirmationKey('content');

    expect(state.confirm('content', 'guess')).toBe(false);
    expect(state.confirm('ai', key)).toBe(false);
    expect(state.isConfirmed('content')).toBe(false);
    expect(state.confirm('content', key)).toBe(true);
    expect(state.isConfirmed('content')).toBe(true);
  });

  it('builds the development-only confirmation link of the last e-mail', () => {
    const storage = createMemoryStorage();
    expect(getMockConfirmationLink('all', storage)).toBeUndefined();

    const key = createMockState(storage).issueConfirmationKey('all');

    expect(getMockConfirmationLink('all', storage)).toBe(
      `/cancel/semrush/confirm-unsubscribe?key=${key}`,
    );
  });

  it('ignores a damaged stored record', () => {
    const storage = createMemoryStorage();
    storage.setItem('cancel-flow:mock:confirmation:seo', '{not json');

    expect(createMockState(storage).isConfirmed('seo')).toBe(false);
    expect(getMockConfirmationLink('seo', storage)).toBeUndefined();
  });

  it('fails the send-error scenario only once per tab', () => {
    const storage = createMemoryStorage();

    expect(createMockState(storage).takeFirstSendFailure()).toBe(true);
    expect(createMockState(storage).takeFirstSendFailure()).toBe(false);
    expect(createMockState(createMemoryStorage()).takeFirstSendFailure()).toBe(true);
  });

  it('fails each call of a *-error scenario once per tab, independently', () => {
    const storage = createMemoryStorage();

    expect(createMockState(storage).takeFirstFailure('accept-offer')).toBe(true);
    expect(createMockState(storage).takeFirstFailure('accept-offer')).toBe(false);
    expect(createMockState(storage).takeFirstFailure('downgrade')).toBe(true);
    expect(createMockState(storage).takeFirstFailure('downgrade')).toBe(false);
    expect(createMockState(storage).takeFirstSendFailure()).toBe(true);
  });

  it('counts the failures per tab when given a tab storage, and shares the records', () => {
    const server = createMemoryStorage();
    const firstTab = createMockState(server, createMemoryStorage());
    const secondTab = createMockState(server, createMemoryStorage());

    expect(firstTab.takeFirstSendFailure()).toBe(true);
    expect(firstTab.takeFirstSendFailure()).toBe(false);
    expect(secondTab.takeFirstSendFailure()).toBe(true);
    const key = firstTab.issueConfirmationKey('seo');
    expect(secondTab.confirm('seo', key)).toBe(true);
    expect(firstTab.isConfirmed('seo')).toBe(true);
    expect(secondTab.csrfToken()).toBe(firstTab.csrfToken());
  });
});
