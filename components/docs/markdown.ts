// The small part of Markdown docs/api-guide.md is written in: `##`/`###` headings, paragraphs, `-` lists,
// pipe tables and fenced code. Inline text keeps its backticks for InlineText. Pure, so a test reads the
// guide the way the page does.

export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'code'; lang: string; text: string };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

export function parseMarkdown(source: string): Block[] {
  const lines = source.split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length;) {
    const line = lines[i] ?? '';
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    if (line.trim() === '') {
      i++;
    } else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1] === '##' ? 2 : 3, text: heading[2] ?? '' });
      i++;
    } else if (line.startsWith('```')) {
      const end = lines.indexOf('```', i + 1);
      const stop = end === -1 ? lines.length : end;
      blocks.push({ kind: 'code', lang: line.slice(3).trim(), text: lines.slice(i + 1, stop).join('\n') });
      i = stop + 1;
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      for (; (lines[i] ?? '').startsWith('|'); i++) rows.push(cells(lines[i] ?? ''));
      blocks.push({ kind: 'table', head: rows[0] ?? [], rows: rows.slice(2) });
    } else if (line.startsWith('- ')) {
      const items: string[] = [];
      for (; (lines[i] ?? '').startsWith('- '); i++) items.push((lines[i] ?? '').slice(2));
      blocks.push({ kind: 'list', items });
    } else {
      // A paragraph runs to the next blank line or block; its first line always belongs to it.
      const text = [line];
      for (i++; i < lines.length && /^[^-|#`\s]/.test(lines[i] ?? ''); i++) text.push(lines[i] ?? '');
      blocks.push({ kind: 'paragraph', text: text.join(' ') });
    }
  }
  return blocks;
}

/** `guide-3` for "3. Errors": the anchor of a numbered section, so "§3" can link to it. */
export const sectionAnchor = (heading: string) =>
  `guide-${/^(\d+)\./.exec(heading)?.[1] ?? heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
