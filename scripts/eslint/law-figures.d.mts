// Types of ./law-figures.mjs for the unit test that runs the rule (tests/unit/tax/law/figure-literals.test.ts).
import type { ESLint } from 'eslint';

export declare const FIGURE_TEXT: RegExp;
export declare const lawFigures: ESLint.Plugin;
