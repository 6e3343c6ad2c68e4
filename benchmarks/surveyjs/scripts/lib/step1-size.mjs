// Gzip (level 9) size of built files, as a production host serves them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { gzipSize } from './sizes.mjs';

/** Sum of the gzip sizes of `files` (paths relative to `dir`). */
export async function gzipSizeOfFiles(dir, files) {
  const sizes = await Promise.all(
    files.map(async (file) => gzipSize(await readFile(path.join(dir, file)))),
  );
  return sizes.reduce((total, size) => total + size, 0);
}
