import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is the newcomer's map: every folder of lib/ has its line, and every npm script its row,
// so a folder or a script added without a word in it fails here.

const root = path.resolve(import.meta.dirname, '../../..');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

function folders(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const sub = `${dir}/${d.name}`;
      return [sub, ...folders(sub)];
    });
}

describe('docs/architecture.md', () => {
  it('names every folder of lib/ on a line of its own in the layout', () => {
    const layout = doc.slice(doc.indexOf('## 1.'), doc.indexOf('### A read and a write'));
    const listed = folders('lib').filter((f) => !f.startsWith('lib/generated/'));
    expect(listed.length).toBeGreaterThan(40);
    const missing = listed.filter((f) => !new RegExp(`^${f}(/)?\\s`, 'm').test(layout));
    expect(missing).toEqual([]);
  });

  it('names every npm script in the scripts table', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const table = doc.slice(doc.indexOf('## 9. Scripts'));
    const missing = Object.keys(pkg.scripts).filter((name) => !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('follows a read and a write through files that exist', () => {
    const walk = doc.slice(doc.indexOf('### A read and a write'), doc.indexOf('## 2.'));
    const named = [...walk.matchAll(/`((?:app|lib)\/[^`\s]+\.tsx?)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(10);
    for (const file of named) expect(() => readFileSync(path.join(root, file)), file).not.toThrow();
  });
});
