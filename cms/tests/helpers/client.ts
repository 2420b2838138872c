/** A tiny HTTP client with a cookie jar that behaves like the console in a browser (cookie + CSRF header). */
export type Res = { status: number; body: any; headers: Headers; cookies: string[] };

export class Client {
  jar = new Map<string, string>();
  bearer?: string;
  csrf = true;

  constructor(public base: string) {}

  /** Over HTTPS (X-Forwarded-Proto behind TRUST_PROXY) the server names them `__Host-nb_session`/`__Host-nb_csrf`. */
  get session() {
    return this.jar.get('__Host-nb_session') ?? this.jar.get('nb_session');
  }

  get csrfToken() {
    return this.jar.get('__Host-nb_csrf') ?? this.jar.get('nb_csrf');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res> {
    const h: Record<string, string> = { ...headers };
    if (this.jar.size) h.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) h.authorization = `Bearer ${this.bearer}`;
    if (this.csrf && method !== 'GET' && this.csrfToken) h['x-csrf-token'] = this.csrfToken;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      h['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const send = () => fetch(this.base + path, { method, headers: h, body: payload, redirect: 'manual' });
    // A kept-alive connection the server closed just as it was reused (its idle timeout, late timers on a busy
    // machine) resets before the request was read: sent again once on a fresh connection.
    const res = await send().catch((error: { cause?: { code?: string } }) =>
      ['ECONNRESET', 'UND_ERR_SOCKET'].includes(error?.cause?.code ?? '') && !(payload instanceof FormData)
        ? send()
        : Promise.reject(error),
    );
    const cookies = res.headers.getSetCookie();
    for (const cookie of cookies) {
      const [pair, ...attrs] = cookie.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.jar.delete(name.trim());
      else this.jar.set(name.trim(), value);
    }
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers, cookies };
  }

  /** A download: status, headers and the raw bytes. */
  async bytes(path: string): Promise<{ status: number; headers: Headers; content: Buffer }> {
    const h: Record<string, string> = {};
    if (this.jar.size) h.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) h.authorization = `Bearer ${this.bearer}`;
    const res = await fetch(this.base + path, { headers: h });
    return { status: res.status, headers: res.headers, content: Buffer.from(await res.arrayBuffer()) };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);
  put = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', path, body, headers);
  del = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, undefined, headers);
}
