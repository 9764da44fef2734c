// The ESLint rule `law/no-figure-literal` (eslint.config.mjs, on lib/tax/engine and lib/tax/compliance): a law
// figure lives in one named, cited entry of lib/tax/law and the engine reads the name (STYLE §4). So a number
// in that code is refused unless it is one of the few that are arithmetic, not law (a week's 7 days, a year's
// 12 months, 100 cents or percent, the 10,000 of 4-decimal ratios, small counts and indexes), and so is a
// string that writes a figure for a worker to read ($75, 90%, 50 miles, 365 days): build it from the entry.
// Every figure counts, in a `const` too: naming a literal inside the engine is exactly what the rule forbids.
// The rare literal that is neither law nor arithmetic (a cache's size) takes an eslint-disable with its reason.

/** Numbers that are arithmetic, not law. */
const ALLOWED_NUMBERS = new Set([0, 1, 2, 3, 4, 5, 6, 7, 10, 12, 100, 10_000]);
const ALLOWED_BIGINTS = new Set(['0', '1', '2', '10']);
/** A figure written for a worker: a dollar amount, a percentage, or a count of miles, days, weeks or hours. */
export const FIGURE_TEXT = /\$\d[\d,.]*|\d[\d,.]*%|\b\d[\d,]* (?:miles|days|weeks|hours)\b/;

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Law figures are named, cited entries of lib/tax/law, never literals in the engine.',
    },
    schema: [],
    messages: {
      number:
        '{{value}} looks like a law figure: name it in lib/tax/law with its source and read the name (STYLE §4).',
      text: 'This text writes a figure ("{{match}}"): build it from the lib/tax/law entry so the figure lives once.',
    },
  },
  create(context) {
    const text = (node, value) => {
      const m = FIGURE_TEXT.exec(value);
      if (m) context.report({ node, messageId: 'text', data: { match: m[0] } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'number' && !ALLOWED_NUMBERS.has(node.value)) {
          context.report({ node, messageId: 'number', data: { value: node.raw } });
        } else if (typeof node.bigint === 'string' && !ALLOWED_BIGINTS.has(node.bigint)) {
          context.report({ node, messageId: 'number', data: { value: node.raw } });
        } else if (typeof node.value === 'string') {
          text(node, node.value);
        }
      },
      TemplateElement(node) {
        text(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export const lawFigures = { rules: { 'no-figure-literal': rule } };
