import { setLogLevel } from '@nordshop/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeConsoleToLog } from './console-log';

afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel('warn');
});

/** The lines written to stderr while `write` runs, with the console routed to the log. */
function linesOf(write: (target: Console) => void): string[] {
  setLogLevel('debug');
  const written: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  const target = { ...console };
  const restore = routeConsoleToLog(target);
  try {
    write(target);
  } finally {
    restore();
  }
  return written.join('').split('\n').filter(Boolean);
}

describe('routeConsoleToLog', () => {
  it('writes an error with its stack as one JSON line: class and code locations, no message', () => {
    const error = new Error('select … where email = anna@example.com');
    const lines = linesOf((target) => target.error(error));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', message: 'console', error: { name: 'Error' } });
    expect(lines[0]).not.toContain('anna@example.com');
  });

  it.each([
    { method: 'warn', level: 'warn' },
    { method: 'log', level: 'info' },
    { method: 'info', level: 'info' },
    { method: 'debug', level: 'debug' },
  ] as const)(
    'writes console.$method as one $level line with its first line of text',
    ({ method, level }) => {
      const lines = linesOf((target) => target[method]('Stream lifetime exceeded\n  at somewhere'));
      expect(lines.map((text) => JSON.parse(text) as unknown)).toEqual([
        expect.objectContaining({ level, message: 'console', text: 'Stream lifetime exceeded' }),
      ]);
    },
  );

  it('gives the console back', () => {
    const target = { ...console };
    const error = target.error;
    routeConsoleToLog(target)();
    expect(target.error).toBe(error);
  });
});
