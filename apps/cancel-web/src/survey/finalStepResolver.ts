import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import {
  validateFinalStep,
  type FinalStepValues,
  type ValidationIssue,
} from '@cancel-flow/survey-engine';
import type { Resolver } from 'react-hook-form';

type FinalSchema = Parameters<
  typeof standardSchemaResolver<FinalStepValues, unknown, FinalStepValues>
>[0];

/** The engine's final-step validation as a Standard Schema, with product §5's messages. */
export function finalStepSchema(message: (issue: ValidationIssue) => string): FinalSchema {
  return {
    '~standard': {
      version: 1,
      vendor: 'cancel-flow',
      validate(value) {
        const values = value as FinalStepValues;
        const issues = validateFinalStep(values);
        return issues.length === 0
          ? { value: values }
          : { issues: issues.map((issue) => ({ message: message(issue), path: [issue.field] })) };
      },
    },
  };
}

/** Step 4's only validation: react-hook-form runs the engine's validators through it. */
export function finalStepResolver(
  message: (issue: ValidationIssue) => string,
): Resolver<FinalStepValues> {
  return standardSchemaResolver(finalStepSchema(message));
}
