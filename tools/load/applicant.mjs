// One simulated applicant: a browser's cookie jar and a record of what the API acknowledged.

export class Applicant {
  constructor(baseUrl, n, answers) {
    this.baseUrl = baseUrl;
    this.n = n;
    this.answers = answers;
    this.cookies = new Map();
    /** Field -> value of every save the API answered 200. */
    this.acknowledged = {};
    this.files = {};
    this.paid = false;
    this.id = undefined;
  }

  /** Sends one request; returns { status, body, ms, headers }, never throws (a network error is status 0). */
  async send({ method, path, query, json, form, urlencoded, redirect = 'follow' }) {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    /** @type {Record<string, string>} */
    const headers = {};
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body;
    if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (urlencoded) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(urlencoded).toString();
    } else if (form) body = form();
    const started = performance.now();
    try {
      const response = await fetch(url, { method, headers, body, redirect: /** @type {RequestRedirect} */ (redirect) });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair.split('=');
        this.cookies.set(name.trim(), value.join('='));
      }
      const text = await response.text();
      let parsed;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: response.status, body: parsed, ms: performance.now() - started, headers: response.headers };
    } catch (error) {
      return { status: 0, body: { error: error.message }, ms: performance.now() - started, headers: new Headers() };
    }
  }
}
