// Where things are, relative to this package (benchmarks/surveyjs) and the repository root.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = path.resolve(packageDir, '../..');

export const paths = {
  packageDir,
  repoRoot,
  cancelWebDir: path.join(repoRoot, 'apps/cancel-web'),
  /** cancel-web's production build; CANCEL_WEB_DIST measures another one (e.g. another branch's). */
  cancelWebDist: path.resolve(
    process.env.CANCEL_WEB_DIST ?? path.join(repoRoot, 'apps/cancel-web/dist'),
  ),
  surveyjsDist: path.join(packageDir, 'dist'),
  /** Reports of `pnpm bench` (git-ignored). */
  reportsDir: path.join(packageDir, '.lighthouse'),
};

/** True when the module at `moduleUrl` is the script node was started with. */
export function isMain(moduleUrl) {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
