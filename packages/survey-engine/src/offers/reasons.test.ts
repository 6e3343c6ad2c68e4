import { describe, expect, it } from 'vitest';
import { reasonCategory } from './reasons';

const answer = (choiceId: string) => ({ questionId: 'q', choiceId, text: '' });

describe('reasonCategory', () => {
  it('reads price and usage reasons from the reason and its follow-up', () => {
    expect(reasonCategory({ reason: answer('too_expensive') })).toBe('price');
    expect(reasonCategory({ reason: answer('too_expensive'), follow_up: answer('value') })).toBe(
      'price',
    );
    expect(reasonCategory({ reason: answer('not_using') })).toBe('usage');
    expect(reasonCategory({ reason: answer('project_finished') })).toBe('usage');
    expect(reasonCategory({ reason: answer('hard_to_use') })).toBe('other');
    expect(reasonCategory({})).toBe('other');
  });

  it('lets the follow-up "I only need a few of the tools" make a price reason a usage reason', () => {
    expect(
      reasonCategory({ reason: answer('too_expensive'), follow_up: answer('few_tools') }),
    ).toBe('usage');
  });
});
