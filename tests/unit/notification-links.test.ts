import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@/lib/tax/compliance/notification-diff';

// Each notification's "Review" link opens a real page of the web app. The links are read from the rules'
// own source (every object literal with a `type` in lib/tax/compliance/notifications*.ts, its `link`, and
// the strings of a local function the link calls), and each path must match a page.tsx under app/ (route
// groups dropped, a [segment] matching any value). A link to a page that does not exist (/quarterly-payments)
// fails by its notification type.

const ROOT = path.resolve(import.meta.dirname, '../..');
const RULES = path.join(ROOT, 'lib/tax/compliance');

function pages(dir: string, prefix: string[] = []): string[][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) {
      const seg = /^\(.*\)$/.test(e.name) || e.name.startsWith('_') ? [] : [e.name];
      return e.name.startsWith('_') ? [] : pages(path.join(dir, e.name), [...prefix, ...seg]);
    }
    return e.name === 'page.tsx' ? [prefix] : [];
  });
}
const ROUTES = pages(path.join(ROOT, 'app'));

function isPage(link: string): boolean {
  const parts = link.split('#')[0]!.split('?')[0]!.split('/').filter(Boolean);
  return ROUTES.some(
    (r) => r.length === parts.length && r.every((seg, i) => /^\[.+\]$/.test(seg) || seg === parts[i]),
  );
}

/** A template literal's substitutions read as an id ('1'), so `/assignments/${id}` is a concrete path. */
function strings(node: ts.Node, sf: ts.SourceFile, fns: Map<string, ts.Node>): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text + node.templateSpans.map((s) => `1${s.literal.text}`).join('')];
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && fns.has(node.expression.text)) {
    return strings(fns.get(node.expression.text)!, sf, fns);
  }
  const out: string[] = [];
  node.forEachChild((c) => {
    if (!ts.isCallExpression(node) || c !== node.expression) out.push(...strings(c, sf, fns));
  });
  return out.filter((s) => s.startsWith('/'));
}

function linksByType(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const name of readdirSync(RULES).filter((f) => /^notifications.*\.ts$/.test(f))) {
    const file = path.join(RULES, name);
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const fns = new Map<string, ts.Node>();
    sf.forEachChild((n) => {
      if (ts.isFunctionDeclaration(n) && n.name && n.body) fns.set(n.name.text, n.body);
    });
    const visit = (n: ts.Node) => {
      if (ts.isObjectLiteralExpression(n)) {
        const prop = (key: string) =>
          n.properties.find(
            (p): p is ts.PropertyAssignment =>
              ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key,
          );
        const type = prop('type')?.initializer;
        const link = prop('link')?.initializer;
        if (type && ts.isStringLiteral(type) && link) {
          found.set(type.text, [...(found.get(type.text) ?? []), ...strings(link, sf, fns)]);
        }
      }
      n.forEachChild(visit);
    };
    visit(sf);
  }
  return found;
}

const links = linksByType();

describe("each notification type's link opens a real page", () => {
  it('every notification type has a rule with a link', () => {
    expect([...links.keys()].sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it.each([...links.entries()])('%s → %j', (_type, paths) => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((p) => !isPage(p))).toEqual([]);
  });

  it('the matcher itself refuses a path without a page', () => {
    expect(isPage('/quarterly-payments')).toBe(false);
    expect(isPage('/assignments/12#gsa')).toBe(true);
    expect(isPage('/tax-estimate#quarterly-title')).toBe(true);
  });
});
