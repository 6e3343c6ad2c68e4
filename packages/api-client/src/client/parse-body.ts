import { checkContract, summarizeIssues, type Check } from '../schemas/contract';
import { ResponseValidationError } from './errors';

/**
 * Reads an answer's body (`text`; empty means `undefined`) as JSON and checks it against the
 * call's contract. Throws `ResponseValidationError` naming the status and content type of a body
 * that is not JSON, or every path that breaks the contract.
 */
export function parseBody<T>(url: string, response: Response, text: string, check: Check<T>): T {
  let value: unknown;
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      // Only the body's shape is told, never its text: it may echo the customer's data.
      const contentType = response.headers.get('content-type') ?? 'none';
      throw new ResponseValidationError(
        url,
        `body is not JSON (status ${response.status}, content-type ${contentType}, ${text.length} characters)`,
      );
    }
  }
  const checked = checkContract(check, value);
  if (!checked.success) {
    const reason =
      value === undefined
        ? `body is empty (status ${response.status})`
        : `body does not match the contract: ${summarizeIssues(checked.issues)}`;
    throw new ResponseValidationError(url, reason, checked.issues);
  }
  return checked.data;
}
