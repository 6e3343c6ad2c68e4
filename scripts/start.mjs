#!/usr/bin/env node
// `pnpm start`: builds cancel-web with the mock API switched on and serves it at
// http://localhost:${PORT:-4173}/cancel until stopped (see ../shared dev-contract).
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '4173';

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

await run('pnpm', ['--filter', '@cancel-flow/cancel-web', 'build:mock']);
console.log(`\nCancel Flow with the mock API: http://localhost:${port}/cancel`);
console.log('Choose who is signed in with ?mock=NAME and the language with ?lang=CODE.\n');
await run('pnpm', [
  '--filter',
  '@cancel-flow/cancel-web',
  'exec',
  'vite',
  'preview',
  '--mode',
  'mock',
  '--outDir',
  'dist-mock',
  '--port',
  port,
  '--strictPort',
]);
