import { afterEach } from 'vitest';

// Testing Library's automatic cleanup and act() environment need test globals; this suite runs
// without them, so both are wired here. Node-environment files have no document to clean.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
