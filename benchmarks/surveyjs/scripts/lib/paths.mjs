// Where things are, relative to this package (benchmarks/surveyjs) and the repository root.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));
const repoRoot = path.resolve(packageDir, '../..');

/**
 * The main checkout of this repository: `repoRoot` itself, or for a `git worktree` the checkout
 * its `.git` file points into (`gitdir: <main>/.git/worktrees/<name>`).
 */
export function mainCheckoutOf(root) {
  const dotGit = path.join(root, '.git');
  try {
    const match = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
    const worktreeOf = match && /^(.*)[\\/]\.git[\\/]worktrees[\\/][^\\/]+$/.exec(match[1]);
    if (worktreeOf) return path.resolve(root, worktreeOf[1]);
  } catch {
    // .git is a folder (a plain clone) or absent: the checkout is `root`.
  }
  return root;
}

/** `../shared/anchors/churnkey/dist` beside the repository (or beside its main checkout). */
function defaultChurnkeyDist() {
  const candidates = [repoRoot, mainCheckoutOf(repoRoot)].map((root) =>
    path.resolve(root, '../shared/anchors/churnkey/dist'),
  );
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0];
}

export const paths = {
  packageDir,
  repoRoot,
  cancelWebDir: path.join(repoRoot, 'apps/cancel-web'),
  /** cancel-web's production build; CANCEL_WEB_DIST measures another one (e.g. another branch's). */
  cancelWebDist: path.resolve(
    process.env.CANCEL_WEB_DIST ?? path.join(repoRoot, 'apps/cancel-web/dist'),
  ),
  surveyjsDist: path.join(packageDir, 'dist'),
  /**
   * The @churnkey/react peer's built step 1 (MIT, kept outside the repository: see its README);
   * CHURNKEY_DIST points elsewhere. Absent on machines without the shared anchors.
   */
  churnkeyDist: path.resolve(process.env.CHURNKEY_DIST || defaultChurnkeyDist()),
  /** The floor page: fetches the user, paints the title and one answer. */
  floorDir: path.join(packageDir, 'floor'),
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
