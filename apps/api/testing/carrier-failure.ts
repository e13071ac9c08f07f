import { captureLog } from '../src/platform/telemetry/log';

/** What a carrier call that should fail threw, and the log lines it wrote meanwhile (parsed). */
export async function carrierFailureOf(
  call: () => Promise<unknown>,
): Promise<{ error: unknown; lines: Record<string, unknown>[]; text: string }> {
  const lines: string[] = [];
  const restore = captureLog((line) => lines.push(line));
  try {
    const error = await call().then(
      () => undefined,
      (err: unknown) => err,
    );
    const text = [...lines, error instanceof Error ? error.message : ''].join('\n');
    return { error, lines: lines.map((line) => JSON.parse(line) as Record<string, unknown>), text };
  } finally {
    restore();
  }
}
