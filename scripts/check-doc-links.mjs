#!/usr/bin/env node
// Fails when a Markdown file of the repository points outside it: a relative link or image that
// leaves the repository or names a missing file or heading, or a mention of the documents that
// used to live beside it (../shared, SPEC.md, dev-contract.md, …). docs/product.md replaces them.
// A link to this repository on GitHub (package.json's `repository`, branch main) is checked as the
// file it names. A package's README and CHANGELOG ship in its tarball without the rest of the
// repository, so their links out of the package folder must be such GitHub links.
// Usage: node scripts/check-doc-links.mjs
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outsideDocuments =
  /\.\.\/shared|shared\/(?:SPEC|product|design)|SPEC\.md|dev-contract\.md|survey-content\.md|ARCHITECTURE\.md/;

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.md'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => file && existsSync(join(root, file)));

const problems = [];
const headingCache = new Map();

// https://github.com/<owner>/<name>/blob/main/<path> (or tree/main/ for a folder).
const repository = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).repository.url;
const repositoryPage = repository.replace(/^git\+/, '').replace(/\.git$/, '');
const repositoryFile = new RegExp(`^${escapeRegExp(repositoryPage)}/(?:blob|tree)/main/([^?]*)$`);
/** The Markdown files a package's tarball carries: their folder is all a reader has. */
const shippedInPackage = /^packages\/[^/]+\/(?:README|CHANGELOG)\.md$/;

for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const prose = text.replace(/^(```|~~~)[\s\S]*?^\1/gm, (block) => block.replace(/[^\n]/g, ' '));
  text.split('\n').forEach((line, index) => {
    const match = outsideDocuments.exec(line);
    if (match) problems.push(`${file}:${index + 1}: mentions ${match[0]} (use docs/product.md)`);
  });
  for (const { target, line } of linkTargets(prose)) {
    const problem = checkTarget(file, target);
    if (problem) problems.push(`${file}:${line}: ${target}: ${problem}`);
  }
}

if (problems.length > 0) {
  console.log(problems.join('\n'));
  console.log(
    `docs: ${problems.length} broken or outside reference(s) in ${files.length} Markdown files`,
  );
  process.exit(1);
}
console.log(`docs: ${files.length} Markdown files, every link stays inside the repository`);

function linkTargets(markdown) {
  const found = [];
  const patterns = [
    /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g, // [text](target), ![alt](src)
    /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm, // [label]: target
    /<(?:img|a|source)\b[^>]*?\s(?:src|href|srcset)="([^"]+)"/g, // HTML
  ];
  for (const pattern of patterns) {
    for (const match of markdown.matchAll(pattern)) {
      const line = markdown.slice(0, match.index).split('\n').length;
      found.push({ target: match[1], line });
    }
  }
  return found;
}

function checkTarget(file, target) {
  const inRepository = repositoryFile.exec(target);
  if (inRepository) return checkPath(file, inRepository[1], root);
  if (/^(?:https?:|mailto:)/i.test(target)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return 'unsupported link scheme';
  if (target.startsWith('/')) return 'absolute path (use a relative link)';
  const problem = checkPath(file, target, resolve(root, dirname(file)));
  if (problem) return problem;
  if (shippedInPackage.test(file)) {
    const [pathPart] = target.split('#');
    const packageDir = resolve(root, dirname(file));
    if (relative(packageDir, resolve(packageDir, decodeURIComponent(pathPart))).startsWith('..')) {
      return `leaves the package, which its tarball does not: link to ${repositoryPage}/blob/main/…`;
    }
  }
  return null;
}

/** `target` (a path with an optional #heading) read from `from`: whether it names something. */
function checkPath(file, target, from) {
  const [pathPart, anchor] = target.split('#');
  const path = decodeURIComponent(pathPart);
  const absolute = path ? resolve(from, path) : join(root, file);
  const inside = relative(root, absolute);
  if (inside.startsWith('..')) return 'points outside the repository';
  if (!existsSync(absolute)) return 'no such file';
  if (anchor && absolute.endsWith('.md') && statSync(absolute).isFile()) {
    if (!headings(absolute).has(anchor)) return `no heading #${anchor}`;
  }
  return null;
}

/** The anchors GitHub gives a Markdown file's headings. */
function headings(path) {
  if (!headingCache.has(path)) {
    const slugs = new Set();
    const counts = new Map();
    const text = readFileSync(path, 'utf8').replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
    for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
      const base = heading
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/<[^>]+>/g, '')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const count = counts.get(base) ?? 0;
      counts.set(base, count + 1);
      slugs.add(count === 0 ? base : `${base}-${count}`);
    }
    headingCache.set(path, slugs);
  }
  return headingCache.get(path);
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
