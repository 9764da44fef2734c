// The check that keeps the law in lib/tax/law (scripts/eslint/law-figures.mjs): a figure written as a literal
// in the engine or the compliance rules fails lint, in a named const too; arithmetic does not. And the rule is
// on for those folders and passes on today's code.
import { ESLint, Linter } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import { describe, expect, it } from 'vitest';
import { lawFigures } from '@/scripts/eslint/law-figures.mjs';

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tsParser },
    plugins: { law: lawFigures },
    rules: { 'law/no-figure-literal': 'error' as const },
  },
];
const problems = (code: string) =>
  linter.verify(code, config, 'lib/tax/engine/x.ts').map((m) => m.message.split(':')[0]);

describe('law/no-figure-literal', () => {
  it.each([
    ['a named threshold', 'const HIGH_INCOME_AGI = 15_000_000;', '15_000_000 looks like a law figure'],
    ['a rate', 'export const f = (x: number) => x * 0.9;', '0.9 looks like a law figure'],
    ['a figure in an object', 'const t = { cap: 1_250_000 };', '1_250_000 looks like a law figure'],
    ['a day count', 'if (days >= 183) go();', '183 looks like a law figure'],
    ['a BigInt figure', 'const d = 28n;', '28n looks like a law figure'],
    [
      'a dollar amount in text',
      "const s = 'An expense of $75 or more';",
      'This text writes a figure ("$75")',
    ],
    ['a percentage in a template', 'const s = `paying 110% of ${x}`;', 'This text writes a figure ("110%")'],
    ['miles in text', "const s = 'within 50 miles of home';", 'This text writes a figure ("50 miles")'],
  ])('refuses %s', (_label, code, message) => {
    expect(problems(code)).toEqual([message]);
  });

  it.each([
    ['days of a week, months of a year', 'const w = days / 7; const m = years * 12;'],
    ['cents and percent', 'const d = cents / 100; const r = Math.round(x * 10_000) / 10_000;'],
    ['small counts and indexes', 'const q = [1, 2, 3, 4]; const s = date.slice(5, 7); const n = -1;'],
    ['a figure read from its entry', 'const s = `over ${usd(LAW.threshold)} at ${percent(LAW.rate)}`;'],
    [
      'an explained exception',
      '// eslint-disable-next-line law/no-figure-literal -- a cache size\nconst MAX = 50_000;',
    ],
  ])('accepts %s', (_label, code) => {
    expect(problems(code)).toEqual([]);
  });
});

describe('the engine and the compliance rules', () => {
  it('are linted with the rule and hold no law figure', async () => {
    const eslint = new ESLint();
    const config = (await eslint.calculateConfigForFile('lib/tax/engine/federal.ts')) as {
      rules: Record<string, unknown>;
    };
    expect(config.rules['law/no-figure-literal']).toEqual([2]);
    const results = await eslint.lintFiles(['lib/tax/engine/**/*.ts', 'lib/tax/compliance/**/*.ts']);
    const figures = results.flatMap((r) =>
      r.messages
        .filter((m) => m.ruleId === 'law/no-figure-literal')
        .map((m) => `${r.filePath}:${m.line} ${m.message}`),
    );
    expect(figures).toEqual([]);
  }, 60_000);
});
