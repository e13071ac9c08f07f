import { isStoreMessageShown } from './store-message-rule';
import { WidgetHtml } from './widget-html';

/** Props of {@link StoreMessage}. */
export interface StoreMessageProps {
  /** The message (widget store-message or store-message-footer): sanitized HTML or text from the API. */
  readonly message: string | null | undefined;
  /** The widget's hidden flag (the API defaults it to true). */
  readonly hidden: boolean | null | undefined;
  /** Header banner or footer line. */
  readonly placement?: 'header' | 'footer';
}

/** The store-wide message, shown only by {@link isStoreMessageShown}. */
export function StoreMessage({ message, hidden, placement = 'header' }: StoreMessageProps) {
  if (!message || !isStoreMessageShown(message, hidden)) return null;
  return (
    <WidgetHtml html={message} className={`ns-store-message ns-store-message--${placement}`} />
  );
}
