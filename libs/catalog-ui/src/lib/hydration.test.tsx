// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../testing/create-test-i18n';
import { TestProviders, createTestQueryClient } from '../testing/test-providers';
import { COMPONENT_FIXTURES, FIXTURE_NOW } from '../testing/component-fixtures';

describe('hydration', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: FIXTURE_NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(COMPONENT_FIXTURES)(
    '$name hydrates the server HTML without a mismatch',
    ({ element }) => {
      const ui = (
        <TestProviders i18n={createTestI18n()} queryClient={createTestQueryClient()}>
          {element}
        </TestProviders>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(ui);
      document.body.append(container);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const onRecoverableError = vi.fn();
      const root = hydrateRoot(container, ui, { onRecoverableError });
      act(() => {
        vi.advanceTimersByTime(0);
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      act(() => root.unmount());
      container.remove();
    },
  );
});
