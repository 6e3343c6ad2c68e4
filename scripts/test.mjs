#!/usr/bin/env node
// `pnpm test`: every check of the repository, in stages, saying what it is doing:
//   turbo     build, lint, check-types and test of every package (a line as each task ends)
//   packages  scripts/check-packages.mjs: the tarballs installed outside the workspace
//   docs      scripts/check-doc-links.mjs: no Markdown link leaves the repository
//   format    prettier --check .
// It ends with a summary line per stage and exits non-zero if any stage failed, after printing
// the output of whatever failed. Extra arguments go to turbo (e.g. --filter=<package>).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const turboTasks = ['build', 'lint', 'check-types', 'test'];
// Extra arguments go to turbo, e.g. `pnpm test --filter=@cancel-flow/survey-engine`.
const turboArgs = process.argv.slice(2);
const started = Date.now();
const summary = [];

const elapsed = (since = started) => {
  const seconds = Math.round((Date.now() - since) / 1000);
  return seconds < 60
    ? `${seconds}s`
    : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
};
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');

/** Runs a command, handing each output line to onLine; resolves to the exit code. */
function run(command, args, onLine) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    const feed = (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) onLine(stripAnsi(line));
    };
    child.stdout.setEncoding('utf8').on('data', feed);
    child.stderr.setEncoding('utf8').on('data', feed);
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (pending) onLine(stripAnsi(pending));
      resolvePromise(code ?? (signal ? 1 : 0));
    });
  });
}

async function turboStage() {
  const stageStart = Date.now();
  console.log(`▶ turbo: ${turboTasks.join(', ')} in every package (2 at a time)`);
  const logs = new Map(); // task id → its lines
  const tests = new Map(); // package → { passed, failed }
  /** Size-limit checks per package (each one within its limit, or the task failed). */
  const budgets = new Map();
  let current = null;
  let done = 0;

  const finishBlock = () => {
    if (!current) return;
    const lines = logs.get(current) ?? [];
    const [pkg, task] = current.split('#');
    const cached = lines.some((line) => /cache hit, replaying/.test(line));
    let detail = cached ? 'cached' : '';
    if (task === 'test') {
      const count = tests.get(pkg);
      if (count) detail = [detail, `${count.passed} tests passed`].filter(Boolean).join(', ');
    }
    done += 1;
    console.log(
      `  ${String(done).padStart(2)} ${current} ${detail ? `(${detail}) ` : ''}· ${elapsed()}`,
    );
    current = null;
  };

  const heartbeat = setInterval(() => {
    console.log(`  … ${done} tasks finished, still working · ${elapsed()}`);
  }, 60_000);

  const code = await run(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      ...turboTasks,
      '--concurrency=2',
      '--output-logs=full',
      '--log-order=grouped',
      '--log-prefix=task',
      '--summarize',
      ...turboArgs,
    ],
    (line) => {
      const match = /^(\S+?):(build|lint|check-types|test): ?(.*)$/.exec(line);
      if (!match) {
        if (line.trim()) (logs.get('turbo') ?? logs.set('turbo', []).get('turbo')).push(line);
        return;
      }
      const [, pkg, task, text] = match;
      const id = `${pkg}#${task}`;
      // Grouped logs arrive as one block per task when it has finished.
      if (id !== current) {
        finishBlock();
        current = id;
      }
      (logs.get(id) ?? logs.set(id, []).get(id)).push(text);
      if (task === 'test') {
        const count = tests.get(pkg) ?? { passed: 0, failed: 0 };
        const vitest = /^\s*Tests\s+(?:(\d+) failed\s*\|\s*)?(\d+) passed/.exec(text);
        const playwright = /^\s*(\d+) passed \(/.exec(text);
        const playwrightFailed = /^\s*(\d+) failed$/.exec(text);
        if (vitest) {
          count.failed += Number(vitest[1] ?? 0);
          count.passed += Number(vitest[2]);
        } else if (playwright) count.passed += Number(playwright[1]);
        else if (playwrightFailed) count.failed += Number(playwrightFailed[1]);
        tests.set(pkg, count);
        // size-limit prints "Size limit:" and "Size:" per check, and fails the task when over.
        if (/^\s*Size:\s/.test(text)) budgets.set(pkg, (budgets.get(pkg) ?? 0) + 1);
      }
    },
  );
  finishBlock();
  clearInterval(heartbeat);

  const results = readRunSummary(stageStart);
  const failedTasks = results.filter((task) => task.exitCode !== 0).map((task) => task.id);
  if (code !== 0 && failedTasks.length === 0) failedTasks.push('turbo');
  for (const id of failedTasks) {
    console.log(`\n✗ ${id} failed; its output:\n`);
    console.log((logs.get(id) ?? logs.get('turbo') ?? []).join('\n'));
  }

  const byTask = (name) => results.filter((task) => task.id.endsWith(`#${name}`));
  const line = (name) => {
    const tasks = byTask(name);
    const bad = tasks.filter((task) => task.exitCode !== 0).length;
    const cached = tasks.filter((task) => task.cached).length;
    return `${tasks.length - bad}/${tasks.length} passed${cached ? ` (${cached} cached)` : ''}`;
  };
  summary.push(`builds       ${line('build')}`);
  summary.push(`lint         ${line('lint')}`);
  summary.push(`check-types  ${line('check-types')}`);
  const perPackage = [...tests.entries()]
    .filter(([, count]) => count.passed + count.failed > 0)
    .map(
      ([pkg, count]) =>
        `${pkg.replace('@cancel-flow/', '')} ${count.passed}${count.failed ? ` (${count.failed} failed)` : ''}`,
    );
  summary.push(
    `tests        ${line('test')}; tests passed: ${perPackage.join(', ') || 'none counted'}`,
  );
  const budgetCounts = [...budgets].map(([pkg, count]) => `${pkg} ${count}`).join(', ');
  summary.push(
    `budgets      ${budgets.size > 0 ? `size checks run: ${budgetCounts}` : 'no budget output seen'}`,
  );
  console.log(
    `■ turbo ${failedTasks.length === 0 ? 'passed' : 'FAILED'} in ${elapsed(stageStart)}`,
  );
  return failedTasks.length === 0;
}

/** Task results of the run that started at `since`, from turbo's --summarize file. */
function readRunSummary(since) {
  const dir = join(root, '.turbo/runs');
  let newest;
  try {
    newest = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(dir, name))
      .filter((path) => statSync(path).mtimeMs >= since)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  } catch {
    return [];
  }
  if (!newest) return [];
  const run = JSON.parse(readFileSync(newest, 'utf8'));
  return (run.tasks ?? []).map((task) => ({
    id: task.taskId,
    exitCode: task.execution?.exitCode ?? 0,
    cached: task.cache?.status === 'HIT',
  }));
}

async function scriptStage(name, description, command, args, { showOutput }) {
  const stageStart = Date.now();
  console.log(`▶ ${name}: ${description}`);
  const lines = [];
  const code = await run(command, args, (line) => {
    lines.push(line);
    if (showOutput) console.log(`  ${line}`);
  });
  if (code !== 0 && !showOutput) console.log(lines.join('\n'));
  const last = lines.filter((line) => line.trim()).at(-1) ?? '';
  summary.push(`${name.padEnd(12)} ${code === 0 ? '' : 'FAILED: '}${last.replace(/^\w+: /, '')}`);
  console.log(`■ ${name} ${code === 0 ? 'passed' : 'FAILED'} in ${elapsed(stageStart)}`);
  return code === 0;
}

// Every stage runs even after a failure (except packages, which needs the builds), so one run
// shows everything that is wrong.
const turboOk = await turboStage();
const packagesOk = turboOk
  ? await scriptStage(
      'packages',
      'pack, install outside the workspace, import, type-check, attw',
      process.execPath,
      ['scripts/check-packages.mjs', '--no-build'],
      { showOutput: true },
    )
  : (summary.push('packages     skipped: the builds did not pass'), false);
const docsOk = await scriptStage(
  'docs',
  'Markdown links stay inside the repository',
  process.execPath,
  ['scripts/check-doc-links.mjs'],
  { showOutput: false },
);
const formatOk = await scriptStage(
  'format',
  'prettier --check .',
  'pnpm',
  ['exec', 'prettier', '--check', '.'],
  {
    showOutput: false,
  },
);
const failed = !(turboOk && packagesOk && docsOk && formatOk);

console.log(`\nSummary (${elapsed()}):`);
for (const line of summary) console.log(`  ${line}`);
console.log(failed ? '\npnpm test FAILED' : '\npnpm test passed');
process.exit(failed ? 1 : 0);
