// Moves files and folders and rewrites every reference to them: `@/` and relative import specifiers in
// code, and plain paths in code comments, docs and configuration. A move is a JSON list of [from, to]
// pairs (files or folders, relative to the repository) kept in scripts/moves/, so a branch that was
// started before the move can be brought up to it with `--rewrite-only` after it is merged.
//
//   npx tsx scripts/move.ts scripts/moves/<name>.json
//
// It moves whatever is still at a `from` (so running it again after merging a branch moves the files that
// branch added in an old folder), records every file it has moved in <name>.files.json, and rewrites the
// references to all of them. Only tracked and new (not ignored) files are read and rewritten.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const [movesFile] = process.argv.slice(2);
if (!movesFile) {
  console.error('Usage: npx tsx scripts/move.ts scripts/moves/<name>.json');
  process.exit(2);
}
const recordFile = movesFile.replace(/\.json$/, '.files.json');
const pairs = JSON.parse(fs.readFileSync(movesFile, 'utf8')) as [string, string][];

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
}

const files = () =>
  git('ls-files', '--cached', '--others', '--exclude-standard')
    .split('\n')
    .filter((f) => f && fs.existsSync(path.join(root, f)));

/** Every file move the pairs name: a folder's files each, a file as itself. */
function fileMoves(known: readonly string[]): Map<string, string> {
  const moves = new Map<string, string>();
  for (const [from, to] of pairs) {
    const dir = from.endsWith('/') ? from : `${from}/`;
    const inside = known.filter((f) => f.startsWith(dir));
    // The first pair that names a file wins: a file's own pair is listed before its folder's.
    if (inside.length > 0) {
      for (const f of inside) if (!moves.has(f)) moves.set(f, path.posix.join(to, f.slice(dir.length)));
    } else if (!moves.has(from)) moves.set(from, to);
  }
  return moves;
}

const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|md|json|ya?ml|sh|css|sql|prisma)$/;
const stripExt = (f: string) => f.replace(CODE, '');

const now = fileMoves(files()).entries();
const fresh = [...now].filter(([from]) => fs.existsSync(path.join(root, from)));
for (const [from, to] of fresh) {
  fs.mkdirSync(path.dirname(path.join(root, to)), { recursive: true });
  const tracked = git('ls-files', from).trim() !== '';
  if (tracked) git('mv', from, to);
  else fs.renameSync(path.join(root, from), path.join(root, to));
}
// A folder the moves emptied goes too (git keeps no empty folders; a checkout would not have it).
for (const [from] of fresh) {
  for (
    let dir = path.dirname(path.join(root, from));
    dir.startsWith(root) && dir !== root;
    dir = path.dirname(dir)
  ) {
    if (!fs.existsSync(dir) || fs.readdirSync(dir).length > 0) break;
    fs.rmdirSync(dir);
  }
}
const recorded: [string, string][] = fs.existsSync(recordFile)
  ? (JSON.parse(fs.readFileSync(recordFile, 'utf8')) as [string, string][])
  : [];
const moves = new Map<string, string>([...recorded, ...fresh]);
fs.writeFileSync(recordFile, `${JSON.stringify([...moves].sort(), null, 1)}\n`);

/** Old module id (no extension; a folder's index as the folder too) → new module id. */
const modules = new Map<string, string>();
for (const [from, to] of moves) {
  if (!CODE.test(from)) continue;
  modules.set(stripExt(from), stripExt(to));
  if (/\/index\.(ts|tsx)$/.test(from)) modules.set(path.posix.dirname(from), path.posix.dirname(to));
}
/**
 * Where a file moved in this run was before it (its relative imports were written from there); a file moved
 * by an earlier run was rewritten then, so its relative imports already count from where it is.
 */
const oldPathOf = new Map<string, string>();
for (const [from, to] of fresh) oldPathOf.set(to, from);

function resolveOld(importerOld: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? spec.slice(2) : path.posix.join(path.posix.dirname(importerOld), spec);
  const id = path.posix.normalize(base);
  return modules.has(id) || modules.has(stripExt(id)) ? (modules.has(id) ? id : stripExt(id)) : null;
}

function specFor(importerNew: string, targetNew: string, relative: boolean): string {
  const dir = path.posix.dirname(importerNew);
  if (relative && (targetNew.startsWith(`${dir}/`) || path.posix.dirname(targetNew) === dir)) {
    const rel = path.posix.relative(dir, targetNew);
    return rel.startsWith('.') ? rel : `./${rel}`;
  }
  return `@/${targetNew}`;
}

// Plain paths in text: the longest first, so a file's path wins over its folder's.
const plain: [string, string][] = [];
for (const [from, to] of moves) plain.push([from, to]);
for (const [from, to] of pairs)
  if (!moves.has(from)) plain.push([from.replace(/\/$/, ''), to.replace(/\/$/, '')]);
plain.sort((a, b) => b[0].length - a[0].length);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const plainRe = new RegExp(
  `(?<![A-Za-z0-9_.-])(?<![A-Za-z0-9_-]/)(${plain.map(([f]) => escape(f)).join('|')})(?![A-Za-z0-9_-])`,
  'g',
);
const plainMap = new Map(plain);

const SPEC = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|vi\.mock\(\s*)(['"])([^'"\n]+)\2/g;

let changed = 0;
for (const file of files()) {
  if (!TEXT.test(file) || file.startsWith('scripts/moves/') || file === 'package-lock.json') continue;
  const full = path.join(root, file);
  const text = fs.readFileSync(full, 'utf8');
  const importerOld = oldPathOf.get(file) ?? file;
  let next = text;
  if (CODE.test(file)) {
    next = next.replace(SPEC, (all, lead: string, q: string, spec: string) => {
      if (!spec.startsWith('@/') && !spec.startsWith('.')) return all;
      const old = resolveOld(importerOld, spec);
      if (old === null) {
        // Not moved itself, but the importer moved: a relative path must be re-aimed.
        if (!spec.startsWith('.') || importerOld === file) return all;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(importerOld), spec));
        return `${lead}${q}${specFor(file, target, true)}${q}`;
      }
      return `${lead}${q}${specFor(file, modules.get(old) as string, spec.startsWith('.'))}${q}`;
    });
  }
  next = next.replace(plainRe, (m) => plainMap.get(m) ?? m);
  if (next !== text) {
    fs.writeFileSync(full, next);
    changed++;
  }
}
console.log(`moved ${fresh.length} files (${moves.size} recorded), rewrote ${changed} files`);
