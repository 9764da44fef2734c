import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every server action and every web route handler goes through the one pipeline (app/_lib/action.ts):
// the modules are found on disk (each 'use server' module under app/, each route.ts under app/(app) and
// app/api/export), and each exported function must be made by a pipeline builder imported from its home.
// A hand-written `export async function` in a 'use server' file, or a route `GET` that is not a pipeline
// call, fails here by name.

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The builders and the module each must come from (a same-named function from elsewhere does not count). */
const BUILDERS: Record<string, string> = {
  action: 'app/_lib/action',
  publicAction: 'app/_lib/action',
  formAction: 'app/_lib/form-action',
  sessionRoute: 'app/_lib/session-route',
  sessionDownload: 'app/_lib/session-route',
  editAction: 'app/(app)/_lib/mutate',
  buttonAction: 'app/(app)/_lib/mutate',
};
const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function isUseServer(sf: ts.SourceFile): boolean {
  const first = sf.statements[0];
  return (
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use server'
  );
}

/** Local name → the module it is imported from, resolved to a path from the repository root. */
function imports(sf: ts.SourceFile): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of sf.statements) {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
    const spec = s.moduleSpecifier.text;
    const from = spec.startsWith('@/')
      ? spec.slice(2)
      : spec.startsWith('.')
        ? rel(path.resolve(path.dirname(sf.fileName), spec))
        : spec;
    const named = s.importClause?.namedBindings;
    if (named && ts.isNamedImports(named)) {
      for (const el of named.elements) out.set(el.name.text, from);
    }
  }
  return out;
}

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Each exported value of the module that is not built by a pipeline builder, as "name (why)". */
function offenders(sf: ts.SourceFile, only?: (name: string) => boolean): string[] {
  const from = imports(sf);
  const bad: string[] = [];
  const viaPipeline = (init: ts.Expression | undefined): boolean => {
    if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression)) return false;
    const name = init.expression.text;
    return BUILDERS[name] !== undefined && from.get(name) === BUILDERS[name];
  };
  for (const s of sf.statements) {
    if (ts.isExportAssignment(s)) bad.push('default export');
    if (ts.isExportDeclaration(s) && !s.isTypeOnly) bad.push(`re-export ${s.getText(sf).slice(0, 60)}`);
    if (!hasExport(s)) continue;
    if (ts.isFunctionDeclaration(s)) {
      const name = s.name?.text ?? 'default';
      if (!only || only(name)) bad.push(`${name} (a hand-written function)`);
    } else if (ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) {
        const name = d.name.getText(sf);
        if (only && !only(name)) continue;
        if (!viaPipeline(d.initializer)) bad.push(`${name} (not made by a pipeline builder)`);
      }
    }
  }
  return bad;
}

const appFiles = walk(path.join(ROOT, 'app'));
const serverModules = appFiles.filter((f) => isUseServer(parse(f)));
const routeHandlers = appFiles.filter(
  (f) => /\/route\.ts$/.test(f) && (rel(f).startsWith('app/(app)/') || rel(f).startsWith('app/api/export/')),
);

describe('the action pipeline covers every server action and web route', () => {
  it('finds the modules on disk', () => {
    // Not a count to keep in step: a floor that fails if the search itself breaks.
    expect(serverModules.length).toBeGreaterThan(15);
    expect(routeHandlers.map(rel)).toContain('app/(app)/files/open/route.ts');
  });

  it.each(serverModules.map((f) => [rel(f), f]))(
    "'use server' %s: every export is a pipeline action",
    (_n, f) => {
      expect(offenders(parse(f))).toEqual([]);
    },
  );

  it.each(routeHandlers.map((f) => [rel(f), f]))(
    'route %s: every method goes through the pipeline',
    (_n, f) => {
      expect(offenders(parse(f), (name) => HTTP_METHODS.has(name))).toEqual([]);
    },
  );

  it('the check itself fails on a hand-written action and on a look-alike builder', () => {
    const dir = path.join(ROOT, 'app');
    const fake = (source: string) =>
      ts.createSourceFile(path.join(dir, 'x/actions.ts'), source, ts.ScriptTarget.Latest, true);
    const handWritten = fake(`'use server';\nexport async function save() {}\n`);
    const lookAlike = fake(
      `'use server';\nimport { action } from './mine';\nexport const save = action({}, async () => 1);\n`,
    );
    const good = fake(
      `'use server';\nimport { action } from '@/app/_lib/action';\nexport const save = action({}, async () => 1);\n`,
    );
    expect(offenders(handWritten)).toEqual(['save (a hand-written function)']);
    expect(offenders(lookAlike)).toEqual(['save (not made by a pipeline builder)']);
    expect(offenders(good)).toEqual([]);
  });
});
