import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from './create-test-i18n';

/** What the app provides around catalog components: translations and a query client. */
export interface TestProviderOptions {
  readonly i18n?: i18n;
  readonly queryClient?: QueryClient;
}

/** A query client for tests: no retries, so a failing call fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Wraps `children` in the providers the app gives the catalog components. */
export function TestProviders({
  children,
  i18n,
  queryClient,
}: TestProviderOptions & { readonly children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient ?? createTestQueryClient()}>
      <I18nextProvider i18n={i18n ?? createTestI18n()}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}

/** The server-rendered HTML of `ui` inside the providers (no DOM needed). */
export function renderToHtml(ui: ReactNode, options: TestProviderOptions = {}): string {
  return renderToString(<TestProviders {...options}>{ui}</TestProviders>);
}
