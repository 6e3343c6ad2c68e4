// The api-client's MSW mock API answering real HTTP requests in Node (no service worker).
import { getResponse } from 'msw';

/** Loads `@cancel-flow/api-client/mock` (its build in dist/), explaining what to do when absent. */
export async function loadMockModule() {
  try {
    return await import('@cancel-flow/api-client/mock');
  } catch (error) {
    throw new Error(
      'Cannot load @cancel-flow/api-client/mock. Build it first: ' +
        '`pnpm --filter @cancel-flow/api-client build` (turbo does it for `pnpm test`).',
      { cause: error },
    );
  }
}

/**
 * One mock server for the whole process: a state (CSRF token, confirmation keys) and handler set
 * per scenario, as if every page of that scenario ran in one tab.
 */
export async function createMockApi({ mockModule } = {}) {
  const mock = mockModule ?? (await loadMockModule());
  const perScenario = new Map();

  const forScenario = (scenario) => {
    let entry = perScenario.get(scenario);
    if (!entry) {
      const state = mock.createMockState(mock.createMemoryStorage());
      entry = { state, handlers: mock.createMockHandlers({ scenario, state }) };
      perScenario.set(scenario, entry);
    }
    return entry;
  };

  /** The scenario of a request: `?mock=` of the page that made it (its referer), else `paid`. */
  const scenarioOf = (request) => {
    const referer = request.headers.get('referer');
    return mock.resolveMockScenario(referer ?? request.url);
  };

  return {
    scenarioOf,
    /** The mock state of a scenario, e.g. to issue a confirmation key for a confirm page. */
    state: (scenario = mock.DEFAULT_MOCK_SCENARIO) => forScenario(scenario).state,
    /** Answers a Fetch Request; unknown API paths get the mock's own 404. */
    async handle(request) {
      const { handlers } = forScenario(scenarioOf(request));
      const response = await getResponse(handlers, request);
      return (
        response ??
        Response.json(
          { error: `No mock API endpoint for ${request.method} ${request.url}` },
          {
            status: 404,
          },
        )
      );
    },
  };
}

/** A Fetch Request for a node:http request whose body has been read. */
export function toFetchRequest(req, origin, body) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? body : undefined,
  });
}

/** Writes a Fetch Response to a node:http response. */
export async function sendFetchResponse(res, response) {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
  });
  headers['content-length'] = body.length;
  res.writeHead(response.status, headers);
  res.end(body);
}

export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
