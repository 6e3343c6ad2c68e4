// Builds what the benchmarks serve. Workspace packages go through turbo, so unchanged ones come
// from its cache; the SurveyJS page is built directly so it never waits for cancel-web.
import { spawn } from 'node:child_process';

import { paths } from './paths.mjs';

function run(args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code === 0));
  });
}

const turboBuild = (filter) =>
  run(
    ['exec', 'turbo', 'run', 'build', `--filter=${filter}`, '--output-logs=errors-only'],
    paths.repoRoot,
  );

/**
 * Builds the api-client (its mock API is served) and the SurveyJS page, both required, then
 * cancel-web's production build. Resolves `{ cancelWeb }`: false when cancel-web failed to build,
 * so the caller can still measure the SurveyJS side and say what is missing.
 */
export async function buildForBench() {
  console.log('Building the mock API (@cancel-flow/api-client)…');
  if (!(await turboBuild('@cancel-flow/api-client'))) {
    throw new Error('Building @cancel-flow/api-client failed');
  }
  console.log('Building the SurveyJS page…');
  if (!(await run(['exec', 'vite', 'build', '--logLevel', 'warn'], paths.packageDir))) {
    throw new Error('Building the SurveyJS page failed');
  }
  console.log("Building cancel-web's production build…");
  const cancelWeb = await turboBuild('@cancel-flow/cancel-web');
  if (!cancelWeb) console.error('cancel-web failed to build: its side is not measured.');
  return { cancelWeb };
}
