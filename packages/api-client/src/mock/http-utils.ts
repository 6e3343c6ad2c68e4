import { HttpResponse } from 'msw';

import { checkContract, type Check, type ContractIssue } from '../schemas/contract';

/** Error body every failing mock answer carries. */
export interface MockErrorBody {
  readonly error: string;
  readonly issues?: readonly ContractIssue[];
}

export function errorResponse(status: number, error: string, issues?: readonly ContractIssue[]) {
  const body: MockErrorBody = issues === undefined ? { error } : { error, issues };
  return HttpResponse.json(body, { status });
}

/** Answers `data` after checking it against the contract, so the mock cannot drift from it. */
export function contractResponse<T>(check: Check<T>, data: T) {
  const checked = checkContract(check, data);
  if (!checked.success) {
    throw new Error(`Mock API answer breaks the contract: ${JSON.stringify(checked.issues)}`);
  }
  return new HttpResponse(JSON.stringify(checked.data), {
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Reads and validates a JSON request body; an error response (415 or 400 with the issues) when
 * the client sent something else.
 */
export async function readContractBody<T>(
  request: Request,
  check: Check<T>,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().includes('application/json')) {
    return {
      ok: false,
      response: errorResponse(415, `Expected Content-Type application/json, got "${contentType}"`),
    };
  }
  const text = await request.text();
  let value: unknown;
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      return { ok: false, response: errorResponse(400, 'Request body is not valid JSON') };
    }
  }
  const checked = checkContract(check, value);
  if (!checked.success) {
    return {
      ok: false,
      response: errorResponse(400, 'Request body does not match the contract', checked.issues),
    };
  }
  return { ok: true, data: checked.data };
}
