#!/usr/bin/env node
// `pnpm start`: builds cancel-web with the mock API switched on and serves it at
// http://localhost:${PORT:-4173}/cancel until stopped (docs/product.md §10).
// Ctrl-C (or SIGTERM) stops the running step and exits 0, so pnpm reports no failure.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const port = process.env.PORT ?? '4173';
const app = fileURLToPath(new URL('../apps/cancel-web/', import.meta.url));
// Vite itself rather than `pnpm exec vite`: one process to stop, and no pnpm error when it ends.
const vite = join(
  dirname(createRequire(`${app}package.json`).resolve('vite/package.json')),
  'bin/vite.js',
);

let current;
let stopping = false;

function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  // The child runs in its own process group (detached), so stop the whole group: pnpm and vite.
  if (current?.exitCode === null) {
    try {
      process.kill(-current.pid, 'SIGTERM');
    } catch {
      current.kill('SIGTERM');
    }
  } else {
    process.exit(0);
  }
  // Do not wait forever for a child that ignores SIGTERM.
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    // detached: a terminal's Ctrl-C reaches only this script, which stops the child cleanly.
    current = spawn(command, args, {
      stdio: 'inherit',
      detached: process.platform !== 'win32',
      ...options,
    });
    current.on('exit', (code, signal) => {
      if (stopping) process.exit(0);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`));
    });
  });
}

try {
  await run('pnpm', ['--filter', '@cancel-flow/cancel-web', 'build:mock'], {
    shell: process.platform === 'win32',
  });
  console.log(`\nCancel Flow with the mock API: http://localhost:${port}/cancel`);
  console.log('Choose who is signed in with ?mock=NAME and the language with ?lang=CODE.');
  console.log('Press Ctrl-C to stop.\n');
  await run(
    process.execPath,
    [vite, 'preview', '--mode', 'mock', '--outDir', 'dist-mock', '--port', port, '--strictPort'],
    { cwd: app },
  );
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
