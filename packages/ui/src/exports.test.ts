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
        'StepHeader',
        'StepProgress',
        'TextArea',
        'TextField',
        'VisuallyHidden',
        'breakpoints',
        'buttonClassName',
        'countCodePoints',
        'defaultAnnounceThresholds',
        'getBreakpoint',
        'mediaQueries',
        'useBreakpoint',
        'useCharacterCount',
        'useFieldWarning',
      ].sort(),
    );
  });

  it('exports components and hooks as functions and the breakpoints as SPEC §9 says', () => {
    for (const [name, value] of Object.entries(ui)) {
      if (name === 'breakpoints' || name === 'mediaQueries') continue;
      expect(typeof value, name).toBe('function');
    }
    expect(ui.breakpoints).toEqual({
      mobileMax: 599,
      tabletMin: 600,
      tabletMax: 1079,
      screenMin: 1080,
    });
    expect(ui.mediaQueries.screen).toBe('(min-width: 1080px)');
    expect(ui.StepHeader).toBe(ui.PageHeading);
  });
});
