import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, type RadioChoice } from './RadioGroup';
import { TextArea } from './TextArea';

const QUESTION = "Please let us know why you're leaving";

const choices: RadioChoice[] = [
  { value: 'too_expensive', label: "It's too expensive" },
  { value: 'not_using', label: "I don't use it enough" },
  {
    value: 'missing_features',
    label: 'It lacks features I need',
    details: <TextArea label="Tell us more" name="missing_features_comment" />,
  },
  {
    value: 'other',
    label: 'Other',
    details: <TextArea label="Please describe" name="other_comment" />,
  },
];

/** Records attribute changes on the given inputs as `value:attribute`, until read. */
function watchAttributes(inputs: ReadonlyArray<HTMLElement>): () => string[] {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((delivered) => records.push(...delivered));
  for (const input of inputs) observer.observe(input, { attributes: true });
  return () =>
    [...records, ...observer.takeRecords()].map(
      (record) => `${(record.target as HTMLInputElement).value}:${record.attributeName}`,
    );
}

describe('RadioGroup', () => {
  it('is a radio group named by its legend, with a native radio per choice', () => {
    render(<RadioGroup legend={QUESTION} name="reason" choices={choices} />);
    const group = screen.getByRole('radiogroup', { name: QUESTION });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    expect(screen.getByLabelText("It's too expensive")).toHaveAttribute('name', 'reason');
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('moves and selects with the arrow keys, and shows the free-text field of the chosen answer', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<RadioGroup legend={QUESTION} choices={choices} onValueChange={onValueChange} />);

    await user.tab();
    expect(screen.getByLabelText("It's too expensive")).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText("I don't use it enough")).toBeChecked();
    await user.keyboard('{ArrowDown}');
    const missing = screen.getByLabelText('It lacks features I need');
    expect(missing).toBeChecked();
    expect(missing).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('missing_features');
    expect(screen.getByLabelText('Tell us more')).toBeInTheDocument();
    expect(screen.queryByLabelText('Please describe')).not.toBeInTheDocument();

    // The free-text field is the next tab stop after the group's radio.
    await user.tab();
    expect(screen.getByLabelText('Tell us more')).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('Other')).toBeChecked();
    expect(screen.queryByLabelText('Tell us more')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Please describe')).toBeInTheDocument();

    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByLabelText("I don't use it enough")).toBeChecked();
  });

  it('with an error: the group is invalid and described, the tooltip shows while focus is inside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <RadioGroup legend={QUESTION} choices={choices} error="Please choose an option." />
        <button type="button">Continue</button>
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: QUESTION });
    const warning = document.querySelector('.cf-field-warning');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please choose an option.');
    expect(warning).toHaveAttribute('data-state', 'closed');

    await user.tab();
    expect(warning).toHaveAttribute('data-state', 'open');
    await user.keyboard('{ArrowDown}');
    // Moving between radios keeps focus inside: the tooltip stays.
    expect(warning).toHaveAttribute('data-state', 'open');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(warning).toHaveAttribute('data-state', 'closed');
    expect(group).toHaveAccessibleDescription('Please choose an option.');
  });

  // React 19 re-applies an input's attributes on every update of its element (ReactDOM's
  // updateInput blanks `name`, sets `type`, then sets `name` back). When that happens to the radio
  // Chromium is focusing, Chromium no longer skips the rest of its group on the next Tab: the
  // unanswered group became one Tab stop per radio. The focus state of the warning must therefore
  // not update the radios.
  it.each([
    ['without an error', undefined],
    ['with an error', 'Please choose an option.'],
  ])(
    'focusing and leaving an unanswered group (%s) does not touch its radios',
    async (_case, error) => {
      const user = userEvent.setup();
      render(
        <>
          <button type="button">Back</button>
          <RadioGroup legend={QUESTION} name="reason" choices={choices} error={error} />
          <button type="button">Continue</button>
        </>,
      );
      const radios = screen.getAllByRole('radio');
      const warning = document.querySelector('.cf-field-warning');
      const changes = watchAttributes(radios);

      await user.click(screen.getByRole('button', { name: 'Back' }));
      await user.tab();
      expect(radios[0]).toHaveFocus();
      if (error) expect(warning).toHaveAttribute('data-state', 'open');
      // One Tab stop: the next Tab leaves the group, Shift+Tab comes back into it and then back to
      // the control before it.
      await user.tab();
      expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
      if (error) expect(warning).toHaveAttribute('data-state', 'closed');
      await user.tab({ shift: true });
      expect(radios).toContain(document.activeElement);
      await user.tab({ shift: true });
      expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();

      expect(changes()).toEqual([]);
      // The same elements, still one named group.
      expect(screen.getAllByRole('radio')).toEqual(radios);
      for (const radio of radios) expect(radio).toHaveAttribute('name', 'reason');
    },
  );

  it('an error that comes or goes does not touch the radios either', () => {
    const onValueChange = vi.fn();
    const props = { legend: QUESTION, name: 'reason', choices, value: null, onValueChange };
    const { rerender } = render(<RadioGroup {...props} />);
    const radios = screen.getAllByRole('radio');
    const changes = watchAttributes(radios);
    rerender(<RadioGroup {...props} error="Please choose an option." />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    rerender(<RadioGroup {...props} />);
    expect(screen.getByRole('radiogroup')).not.toHaveAttribute('aria-invalid');
    expect(changes()).toEqual([]);
  });

  it('is one Tab stop: the first enabled answer until one is chosen, then the chosen one', async () => {
    const tabStops = () =>
      screen
        .getAllByRole('radio')
        .filter((radio) => radio.tabIndex >= 0)
        .map((radio) => (radio as HTMLInputElement).value);
    const { unmount } = render(
      <RadioGroup
        legend={QUESTION}
        choices={[{ ...choices[0]!, disabled: true }, ...choices.slice(1)]}
      />,
    );
    // Whether the focus comes from before or after the group (Shift+Tab).
    expect(tabStops()).toEqual(['not_using']);
    await userEvent.click(screen.getByLabelText('Other'));
    expect(tabStops()).toEqual(['other']);
    unmount();

    render(<RadioGroup legend={QUESTION} choices={choices} value="missing_features" />);
    expect(tabStops()).toEqual(['missing_features']);
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | null>('not_using');
      return (
        <>
          <RadioGroup legend={QUESTION} choices={choices} value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByLabelText("I don't use it enough")).toBeChecked();
    await userEvent.click(screen.getByLabelText('Other'));
    expect(screen.getByRole('status')).toHaveTextContent('other');
    expect(screen.getByLabelText('Please describe')).toBeInTheDocument();
  });

  it('works with react-hook-form style registration: name, onChange and a ref on every radio', async () => {
    const refs: HTMLInputElement[] = [];
    const onChange = vi.fn();
    const register = {
      name: 'reason',
      onChange,
      onBlur: vi.fn(),
      ref: (node: HTMLInputElement | null) => {
        if (node) refs.push(node);
      },
    };
    render(<RadioGroup legend={QUESTION} choices={choices} {...register} />);
    expect(refs).toHaveLength(4);
    await userEvent.click(screen.getByLabelText('It lacks features I need'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].target.value).toBe('missing_features');
    expect(screen.getByLabelText('Tell us more')).toBeInTheDocument();
  });

  it('shows the details of a choice checked through the ref before mount', () => {
    const register = (node: HTMLInputElement | null) => {
      if (node?.value === 'other') node.checked = true;
    };
    render(<RadioGroup legend={QUESTION} choices={choices} ref={register} />);
    expect(screen.getByLabelText('Please describe')).toBeInTheDocument();
  });

  it('can look like the step subtitle while staying the legend', () => {
    render(<RadioGroup legend={QUESTION} legendAppearance="subtitle" choices={choices} />);
    expect(screen.getByText(QUESTION).tagName).toBe('LEGEND');
    expect(screen.getByText(QUESTION)).toHaveClass('cf-radio-group__legend--subtitle');
  });
});
