import { useId, useState } from 'react';
import { footerColumnsOf } from './footer-columns-of';
import { WidgetHtml } from './widget-html';

/** Props of {@link FooterColumns}. */
export interface FooterColumnsProps {
  /** The footer-columns widget's HTML, already sanitized by the API (see {@link WidgetHtml}). */
  readonly html: string;
  /** Each column behind a disclosure button (small screens, see `isFooterCollapsed`), else all open. */
  readonly collapsed: boolean;
  readonly className?: string;
}

/**
 * The footer's link columns. Collapsed, each column's heading holds a button (`aria-expanded`,
 * `aria-controls`) that shows or hides the links below it; otherwise headings are plain and every
 * column is open. HTML of another shape than `footerColumnsOf` reads is shown as it is.
 */
export function FooterColumns({ html, collapsed, className }: FooterColumnsProps) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const columns = footerColumnsOf(html);
  if (!columns) return <WidgetHtml html={html} className={className} />;
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <div className={['ns-footer-columns', className ?? ''].filter(Boolean).join(' ')}>
      {columns.map((column, index) => {
        const Heading = column.headingTag;
        const panelId = `${id}-column-${index}`;
        const expanded = !collapsed || open.has(index);
        const title = <span dangerouslySetInnerHTML={{ __html: column.titleHtml }} />;
        return (
          <section key={panelId} className="ns-footer-columns__column">
            <Heading className="ns-footer-columns__heading">
              {collapsed ? (
                <button
                  type="button"
                  className="ns-footer-columns__toggle"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                >
                  {title}
                </button>
              ) : (
                title
              )}
            </Heading>
            <div
              id={panelId}
              className="ns-footer-columns__links"
              hidden={!expanded}
              dangerouslySetInnerHTML={{ __html: column.bodyHtml }}
            />
          </section>
        );
      })}
    </div>
  );
}
