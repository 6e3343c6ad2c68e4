/** Texts of one locale file by their dotted key ('buttons.continue'), in file order. */
export type FlatTexts = ReadonlyMap<string, string>;

export interface ParsedLocale {
  texts: FlatTexts;
  /** Leaves that are not strings, named by key. */
  problems: string[];
}

/** Parses a locale file's text, throwing an error that names the file when it is not JSON. */
export function parseLocaleJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file} is not valid JSON: ${reason}`, { cause: error });
  }
}

/** Flattens nested texts to dotted keys; any leaf that is not a string is a problem. */
export function flattenTexts(data: unknown, file: string): ParsedLocale {
  const texts = new Map<string, string>();
  const problems: string[] = [];
  if (!isPlainObject(data)) {
    return { texts, problems: [`${file} must hold a JSON object of texts, not ${describe(data)}`] };
  }
  const visit = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') texts.set(path, value);
      else if (isPlainObject(value)) visit(value, path);
      else problems.push(`${file}: '${path}' must be a text (string), not ${describe(value)}`);
    }
  };
  visit(data, '');
  return { texts, problems };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}
