import type { ReactNode } from 'react';
import { RadioGroup, type RadioGroupProps } from '../fields/RadioGroup';

export interface PlanOption {
  /** The plan id sent on, e.g. 'guru'. */
  value: string;
  /** The plan's name, e.g. "Guru". */
  label: ReactNode;
  /** What the plan means for the customer, e.g. "No payments: your paid subscription ends…". */
  description: ReactNode;
}

export interface PlanChoiceProps extends Omit<
  RadioGroupProps,
  'choices' | 'legendAppearance' | 'onChange' | 'defaultValue'
> {
  /** The lower plans in the order given: highest first, free last. */
  plans: ReadonlyArray<PlanOption>;
}

/**
 * The choice of a lower plan for a downgrade offer: a radio group (arrow keys move and select)
 * whose every plan has a name and a description. Controlled with `value` + `onValueChange`.
 */
export function PlanChoice({ plans, ...rest }: PlanChoiceProps) {
  return <RadioGroup {...rest} legendAppearance="label" choices={plans} />;
}
