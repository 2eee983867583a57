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

/**
 * A new advisor or coach through the public sign-up form, as a visitor signs up; its session and account id.
 * `form` overrides or adds fields (a test that signs in again later names its password).
 */
export async function registerStaff(
  base: string,
  type: 'ADVISOR' | 'COACH',
  email: string,
  form: Record<string, unknown> = {},
): Promise<{ token: string; id: string }> {
  const res = await api(base, 'POST', '/api/auth/register', {
    body: {
      type,
      packageId: type === 'COACH' ? 'koc-baslangic' : 'danisman-standart',
      firstName: type === 'COACH' ? 'Koç' : 'Danışman',
      lastName: email.split('@')[0],
      email,
      phone: '+90 555 123 45 67',
      password: 'kayıt testi parolası',
      kvkkConsent: true,
      ...form,
    },
  });
  if (res.status !== 201)
    throw new Error(`register ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.data.token as string, id: res.body.data.user.id as string };
}
