// biome-ignore-all lint/suspicious/noExplicitAny: test responses are inspected freely.
/** Small HTTP helpers for tests against a running test server. */
export async function api(
  base: string,
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {}
  return { status: res.status, body, headers: res.headers };
}

export async function loginAs(base: string, email: string, password = 'Pusula.2025'): Promise<string> {
  const res = await api(base, 'POST', '/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}
