import { Stack } from '@cancel-flow/ui';
import type { FormEvent, ReactNode } from 'react';

interface StepFormProps {
  /** Runs on submit; the browser's own submission and validation are always prevented. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  readonly children: ReactNode;
}

/** The one form around a step's fields and buttons (Enter submits, as the main button does). */
export function StepForm({ onSubmit, children }: StepFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
    >
      <Stack>{children}</Stack>
    </form>
  );
}
