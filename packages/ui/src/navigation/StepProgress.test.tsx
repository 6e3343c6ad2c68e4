import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepProgress } from './StepProgress';

const stepLabel = (n: number, total: number) => `Step ${n} of ${total}`;

describe('StepProgress', () => {
  it('is a list named by its label with one labelled item per step', () => {
    render(<StepProgress total={4} current={1} label="Survey progress" stepLabel={stepLabel} />);
    const list = screen.getByRole('list', { name: 'Survey progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Step 1 of 4',
      '2Step 2 of 4',
      '3Step 3 of 4',
      '4Step 4 of 4',
    ]);
    // The visible numbers are hidden from assistive technology: only the labels are read.
    for (const item of items) {
      expect(item.querySelector('.cf-steps__marker')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it.each([1, 2, 3, 4])('marks step %i, and only it, as the current step', (current) => {
    render(
      <StepProgress total={4} current={current} label="Survey progress" stepLabel={stepLabel} />,
    );
    const items = screen.getAllByRole('listitem');
    items.forEach((item, index) => {
      if (index + 1 === current) expect(item).toHaveAttribute('aria-current', 'step');
      else expect(item).not.toHaveAttribute('aria-current');
    });
    expect(items[current - 1]).toHaveTextContent(`Step ${current} of 4`);
    expect(document.querySelectorAll('.cf-steps__item--complete')).toHaveLength(current - 1);
    expect(document.querySelector('.cf-steps__caption')).toHaveTextContent(`Step ${current} of 4`);
  });

  it('reads and shows done steps as done and passed-over steps as skipped, never ticked', () => {
    const labels = { complete: 'completed', skipped: 'skipped', current: 'current', upcoming: '' };
    render(
      <StepProgress
        total={4}
        current={4}
        skipped={[2, 3]}
        label="Survey progress"
        stepLabel={(n, total, state) => `Step ${n} of ${total} ${labels[state]}`.trim()}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.cf-visually-hidden')?.textContent)).toEqual([
      'Step 1 of 4 completed',
      'Step 2 of 4 skipped',
      'Step 3 of 4 skipped',
      'Step 4 of 4 current',
    ]);
    // Only the step done is ticked; the skipped ones keep their number.
    expect(items[0]?.querySelector('.cf-steps__marker svg')).not.toBeNull();
    expect(items[1]).toHaveClass('cf-steps__item--skipped');
    expect(items[1]?.querySelector('.cf-steps__marker')).toHaveTextContent('2');
    expect(items[1]?.querySelector('.cf-steps__marker svg')).toBeNull();
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    // The caption shows the current step's label.
    expect(document.querySelector('.cf-steps__caption')).toHaveTextContent('Step 4 of 4 current');
  });

  it('ignores a skipped step that is not behind the current one', () => {
    render(
      <StepProgress
        total={4}
        current={2}
        skipped={[3]}
        label="Survey progress"
        stepLabel={stepLabel}
      />,
    );
    expect(document.querySelectorAll('.cf-steps__item--skipped')).toHaveLength(0);
    expect(document.querySelectorAll('.cf-steps__item--upcoming')).toHaveLength(2);
  });

  it('uses the translated labels it is given', () => {
    render(
      <StepProgress
        total={4}
        current={2}
        label="Umfragefortschritt"
        stepLabel={(n, total) => `Schritt ${n} von ${total}`}
        showCaption={false}
      />,
    );
    expect(screen.getByRole('list', { name: 'Umfragefortschritt' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Schritt 2 von 4');
    expect(document.querySelector('.cf-steps__caption')).toBeNull();
  });
});
