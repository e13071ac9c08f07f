import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TestProviders, type TestProviderOptions } from './test-providers';

/** Renders `ui` into the jsdom document inside the providers the app gives the catalog components. */
export function renderWithProviders(
  ui: ReactNode,
  options: TestProviderOptions = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => <TestProviders {...options}>{children}</TestProviders>,
  });
}
