import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('public exports', () => {
  it('lists exactly the documented API', () => {
    expect(Object.keys(ui).sort()).toEqual(
      [
        'Actions',
        'Button',
        'ButtonLink',
        'Card',
        'Checkbox',
        'ErrorBanner',
        'FieldWarning',
        'LinkList',
        'NoSubscriptionIllustration',
        'Notice',
        'OfferPanel',
        'OptionalMarker',
        'PageHeading',
        'PageLayout',
        'PagePlaceholder',
        'PlanChoice',
        'RadioGroup',
        'Spinner',
        'Stack',
        'StatusPanel',
        'StepProgress',
        'TextArea',
        'TextField',
        'VisuallyHidden',
        'useFieldWarning',
      ].sort(),
    );
  });

  it('exports components and hooks as functions', () => {
    for (const [name, value] of Object.entries(ui)) {
      expect(typeof value, name).toBe('function');
    }
  });
});
