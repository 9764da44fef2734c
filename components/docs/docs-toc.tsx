import { anchorOf, tagAnchor, type DocOperation } from './describe';
import { MethodBadge } from './method-badge';

export interface TocGroup {
  tag: string;
  ops: DocOperation[];
}

/** The table of contents: every endpoint, grouped by tag. */
export function DocsToc({ groups }: { groups: TocGroup[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="toc-heading" className="text-lg font-semibold">
        Contents
      </h2>
      <div className="mt-3 gap-8 sm:columns-2">
        {groups.map((g) => (
          <div key={g.tag} className="mb-4 break-inside-avoid">
            <a href={`#${tagAnchor(g.tag)}`} className="text-sm font-semibold text-primary hover:underline">
              {g.tag}
            </a>
            <ul className="mt-1 space-y-0.5">
              {g.ops.map(({ method, path, op }) => (
                <li key={op.operationId}>
                  <a
                    href={`#${anchorOf(op)}`}
                    className="flex items-center gap-2 rounded py-0.5 text-xs text-fg hover:bg-surface-muted"
                  >
                    <MethodBadge method={method} small />
                    <span className="font-mono break-all">{path.replace('/api/v1', '')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
