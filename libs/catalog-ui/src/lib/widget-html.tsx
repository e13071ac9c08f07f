/** Props of {@link WidgetHtml}. */
export interface WidgetHtmlProps {
  /** HTML content from the API (widgets, store messages, CMS blocks), already sanitized there. */
  readonly html: string;
  readonly className?: string;
}

/**
 * HTML content from the API rendered as it is, with `dangerouslySetInnerHTML`. The API sanitizes
 * this HTML before it serves it (allowed tags and attributes only, no scripts or event handlers);
 * never pass HTML from any other source, such as query parameters or user input.
 */
export function WidgetHtml({ html, className }: WidgetHtmlProps) {
  return (
    <div
      className={['ns-widget-html', className ?? ''].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
