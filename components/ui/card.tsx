import { cn } from './cn';

export function Card({ className, ...props }: React.HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cn('min-w-0 rounded-xl border border-border bg-surface p-4 sm:p-6', className)}
      {...props}
    />
  );
}

export function CardHeader({
  title,
  description,
  action,
  id,
}: {
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  id?: string;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 id={id} className="text-base font-semibold text-fg">
          {title}
        </h2>
        {description ? <p className="mt-0.5 text-sm text-muted">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}

/** A card and its heading, the section named by the heading (each card one labelled region). */
export function TitledCard({
  id,
  className,
  children,
  ...header
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className={className}>
      <CardHeader id={id} {...header} />
      {children}
    </Card>
  );
}
