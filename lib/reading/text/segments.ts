import { textLines } from './lines';

// A contract's text as statements: a labelled row ("Housing Stipend: $1,400.00 per week") is one, and a
// paragraph, whose lines a PDF or the recognizer break anywhere, is joined again and cut into sentences
// ("... a housing stipend of $145.00 per" + "day and ..." is one). Pure.

/** Abbreviations whose period does not end a sentence ("St. Luke's", "Dr. Ames", "No. 4"). */
const ABBREVIATION = /\b(?:St|Dr|Mr|Mrs|Ms|Mt|Ft|No|Inc|Co|Jr|Sr|Ave|Blvd|[A-Z])\.$/;

const words = (line: string) => line.replace(/\s+/g, ' ');

/**
 * Whether a paragraph goes on in the next line: its last line ran (nearly) the page's full width, the
 * longest line's, and stopped mid-sentence. Rows of a form or a table are shorter, and stay statements.
 */
function continues(paragraph: string, lastLine: string, longest: number): boolean {
  if (/[.:;!?)]$/.test(paragraph)) return false;
  return longest >= 60 && lastLine.length >= 0.75 * longest;
}

function sentences(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  // A period after a word, a figure or a bracket ends a sentence; "Start :. February" is the recognizer's speck.
  for (const m of paragraph.matchAll(/(?<=[A-Za-z0-9)"'%])[.;]\s+(?=["(A-Z])/g)) {
    const end = m.index + 1;
    if (ABBREVIATION.test(paragraph.slice(start, end))) continue;
    out.push(paragraph.slice(start, end).trim());
    start = m.index + m[0].length;
  }
  out.push(paragraph.slice(start).trim());
  return out.filter(Boolean);
}

/** The text's statements, in order. */
export function statements(text: string): string[] {
  const lines = textLines(text).map(words);
  const longest = Math.max(0, ...lines.map((l) => l.length));
  const paragraphs: string[] = [];
  lines.forEach((line, i) => {
    const last = paragraphs.at(-1);
    if (last !== undefined && continues(last, lines[i - 1] ?? '', longest)) {
      paragraphs[paragraphs.length - 1] = `${last} ${line}`;
    } else paragraphs.push(line);
  });
  return paragraphs.flatMap(sentences);
}
