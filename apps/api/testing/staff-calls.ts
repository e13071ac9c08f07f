/** An answer of the staff API: its status and its JSON body (undefined when it has none). */
export interface StaffAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Calls the staff API of the API at `baseUrl` with a key (`Authorization: Bearer nsk_…`, or none
 * when `authorization` is null), a JSON body if one is given, and reads the answer.
 */
export async function staffCall(
  baseUrl: string,
  authorization: string | null,
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<StaffAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(authorization === null ? {} : { authorization }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}
