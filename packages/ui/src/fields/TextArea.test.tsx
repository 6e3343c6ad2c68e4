import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

/** Code points, as the survey engine's `textLength` counts. */
const codePoints = (value: string) => [...value].length;

const counterLabel = (remaining: number) =>
  remaining >= 0 ? `${remaining} characters left` : `${-remaining} characters over the limit`;

function counter(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.cf-counter');
  if (!element) throw new Error('no counter');
  return element;
}

function liveRegion(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.cf-counter + [aria-live="polite"]');
  if (!element) throw new Error('no counter live region');
  return element;
}

describe('TextArea', () => {
  it('takes the direction of what is typed (Arabic or Hebrew right to left)', () => {
    render(<TextArea label="Comments" />);
    expect(screen.getByLabelText('Comments')).toHaveAttribute('dir', 'auto');
  });

  it("can look like the step subtitle while staying the textarea's label", () => {
    const { rerender } = render(<TextArea label="What services will they be?" />);
    const label = () => screen.getByText('What services will they be?');
    expect(label()).not.toHaveClass('cf-field__label--subtitle');
    rerender(<TextArea label="What services will they be?" labelAppearance="subtitle" />);
    expect(label()).toHaveClass('cf-field__label', 'cf-field__label--subtitle');
    expect(screen.getByRole('textbox', { name: 'What services will they be?' })).toBeVisible();
  });

  it('is found by its label and describes itself with hint and counter', () => {
    render(
      <TextArea
        label="Tell us more"
        hint="Please share a few details"
        maxLength={250}
        counterLabel={counterLabel}
        measure={codePoints}
      />,
    );
    const textarea = screen.getByLabelText('Tell us more');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAccessibleDescription('Please share a few details 250 characters left');
    // The limit is ours, not the browser's: nothing may be cut off.
    expect(textarea).not.toHaveAttribute('maxlength');
  });

  it('updates the counter as the user types', async () => {
    render(
      <TextArea
        label="Tell us more"
        maxLength={250}
        counterLabel={counterLabel}
        measure={codePoints}
      />,
    );
    await userEvent.type(screen.getByLabelText('Tell us more'), 'Too slow');
    expect(counter()).toHaveTextContent('242 characters left');
  });

  it('counts Unicode code points: an emoji or a CJK character counts 1', async () => {
    render(
      <TextArea
        label="Tell us more"
        maxLength={10}
        counterLabel={counterLabel}
        measure={codePoints}
      />,
    );
    const textarea = screen.getByLabelText('Tell us more');
    fireEvent.change(textarea, { target: { value: '😀日本語' } });
    // '😀日本語'.length is 5 (the emoji is a surrogate pair); in code points it is 4.
    expect(counter()).toHaveTextContent('6 characters left');
  });

  it('accepts another measure, e.g. graphemes for an emoji with a skin tone (2 code points)', () => {
    const graphemes = (value: string) =>
      [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)].length;
    render(
      <TextArea
        label="Tell us more"
        maxLength={10}
        counterLabel={counterLabel}
        measure={graphemes}
        defaultValue="👍🏽"
      />,
    );
    expect(counter()).toHaveTextContent('9 characters left');
  });

  it('never truncates: over the limit the text stays and the counter turns into an error', async () => {
    render(
      <TextArea
        label="Tell us more"
        maxLength={5}
        counterLabel={counterLabel}
        measure={codePoints}
      />,
    );
    const textarea = screen.getByLabelText('Tell us more');
    await userEvent.type(textarea, 'Seven!!');
    expect(textarea).toHaveValue('Seven!!');
    expect(counter()).toHaveTextContent('2 characters over the limit');
    expect(counter()).toHaveClass('cf-counter--over');
    await userEvent.type(textarea, '{Backspace}{Backspace}');
    expect(counter()).toHaveTextContent('0 characters left');
    expect(counter()).not.toHaveClass('cf-counter--over');
  });

  it('announces the count politely only when crossing a threshold, not on every keystroke', async () => {
    render(
      <TextArea
        label="Tell us more"
        maxLength={20}
        counterLabel={counterLabel}
        measure={codePoints}
      />,
    );
    const textarea = screen.getByLabelText('Tell us more');
    const region = liveRegion();
    // Thresholds for a limit of 20: 4 left (20 %), 2 left (10 %), 0 left, then over the limit.
    const announcements: string[] = [];
    for (const char of 'abcdefghijklmnopqrstuv') {
      const before = region.textContent;
      await userEvent.type(textarea, char);
      if (region.textContent !== before) announcements.push(region.textContent ?? '');
    }
    expect(announcements).toEqual([
      '4 characters left',
      '2 characters left',
      '0 characters left',
      '1 characters over the limit',
    ]);
  });

  it('shows the error tooltip while focused and keeps the counter', async () => {
    const user = userEvent.setup();
    render(
      <TextArea
        label="Tell us more"
        maxLength={1500}
        counterLabel={counterLabel}
        measure={codePoints}
        error="Please fill in this field."
      />,
    );
    const textarea = screen.getByLabelText('Tell us more');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Please fill in this field. 1500 characters left');
    await user.click(textarea);
    expect(document.querySelector('.cf-field-warning')).toHaveAttribute('data-state', 'open');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('abc');
      return (
        <>
          <TextArea
            label="Tell us more"
            maxLength={10}
            counterLabel={counterLabel}
            measure={codePoints}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(counter()).toHaveTextContent('7 characters left');
    await userEvent.type(screen.getByLabelText('Tell us more'), 'de');
    expect(counter()).toHaveTextContent('5 characters left');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(counter()).toHaveTextContent('10 characters left');
  });

  it('counts a value a form library wrote through the ref before the first keystroke', () => {
    // What react-hook-form's register does with defaultValues: it sets the DOM value in its ref.
    const register = (node: HTMLTextAreaElement | null) => {
      if (node) node.value = 'Preset';
    };
    render(
      <TextArea
        label="Tell us more"
        maxLength={10}
        counterLabel={counterLabel}
        measure={codePoints}
        ref={register}
      />,
    );
    expect(counter()).toHaveTextContent('4 characters left');
  });
});
