import { TBody, Td, Th, THead } from '@/components/ui/table';
import { InlineText } from './inline-text';
import { parseMarkdown, sectionAnchor, type Block } from './markdown';
import { ScrollTable } from './scroll-table';

// docs/api-guide.md on the /docs page: the same text the OpenAPI document carries as info.description.

function GuideBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2 id={sectionAnchor(block.text)} className="mt-8 scroll-mt-6 text-xl font-semibold">
          {block.text}
        </h2>
      ) : (
        <h3 className="mt-5 font-semibold">{block.text}</h3>
      );
    case 'paragraph':
      return (
        <p className="mt-3 max-w-3xl text-sm text-muted">
          <InlineText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="mt-3 max-w-3xl list-disc space-y-1.5 pl-5 text-sm text-muted">
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'code':
      return (
        <pre
          tabIndex={0}
          aria-label={`Example ${block.lang || 'text'}`}
          className="mt-3 overflow-auto rounded-lg border border-border bg-surface-muted p-3 font-mono text-xs leading-relaxed text-fg"
        >
          <code>{block.text}</code>
        </pre>
      );
    case 'table':
      return (
        <div className="mt-3">
          <ScrollTable caption={block.head.join(', ')}>
            <THead>
              <tr>
                {block.head.map((h) => (
                  <Th key={h}>{h}</Th>
                ))}
              </tr>
            </THead>
            <TBody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) => (
                    <Td key={i} className="py-1.5 align-top text-xs">
                      <InlineText text={cell} />
                    </Td>
                  ))}
                </tr>
              ))}
            </TBody>
          </ScrollTable>
        </div>
      );
  }
}

/** The guide's sections, `##` as h2 (anchors `guide-N`) under the page's h1. */
export function ApiGuide({ source }: { source: string }) {
  return (
    <div>
      {parseMarkdown(source).map((block, i) => (
        <GuideBlock key={i} block={block} />
      ))}
    </div>
  );
}
