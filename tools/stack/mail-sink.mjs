#!/usr/bin/env node
// A local SMTP sink (docs/architecture.md 6 and 7): receives every mail the API sends, keeps the last ones in memory,
// and shows them on a web page and as JSON, so confirmation mails can be read by a person and asserted in tests.
//
//   node tools/stack/mail-sink.mjs [--smtp-port N] [--http-port N] [--max N]
//     SMTP on 127.0.0.1:$SMTP_PORT (1025), no auth, no TLS; web on 127.0.0.1:$MAIL_SINK_HTTP_PORT (1080)
//   GET /                   HTML page listing the received mails, newest first (?to= filters)
//   GET /api/messages       JSON array, newest first (?to=address filters on any recipient, case-insensitive)
//   GET /api/messages/:id   one message
//   DELETE /api/messages    forgets every message
import http from 'node:http';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const addresses = (a) => (a ? (Array.isArray(a) ? a : [a]).flatMap((x) => x.value.map((v) => v.address?.toLowerCase())).filter(Boolean) : []);

function toRecord(id, parsed, session) {
  const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
  const headerTo = addresses(parsed.to);
  const cc = addresses(parsed.cc);
  return {
    id,
    receivedAt: new Date().toISOString(),
    date: parsed.date?.toISOString() ?? null,
    messageId: parsed.messageId ?? null,
    from: parsed.from?.text ?? session.envelope.mailFrom?.address ?? '',
    to: headerTo.length ? headerTo : envelopeTo,
    cc,
    envelope: { from: session.envelope.mailFrom?.address ?? '', to: envelopeTo },
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    attachments: (parsed.attachments ?? []).map((a) => ({ filename: a.filename ?? null, contentType: a.contentType, size: a.size })),
  };
}

const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function page(list, to) {
  const rows = list
    .map(
      (m) => `<article aria-labelledby="m-${m.id}">
  <h2 id="m-${m.id}">${esc(m.subject || '(no subject)')}</h2>
  <dl>
    <dt>To</dt><dd>${esc([...m.to, ...m.cc].join(', '))}</dd>
    <dt>From</dt><dd>${esc(m.from)}</dd>
    <dt>Date</dt><dd><time datetime="${esc(m.date ?? m.receivedAt)}">${esc(new Date(m.date ?? m.receivedAt).toUTCString())}</time></dd>
    ${m.attachments.length ? `<dt>Attachments</dt><dd>${esc(m.attachments.map((a) => `${a.filename ?? 'unnamed'} (${a.contentType}, ${a.size} bytes)`).join('; '))}</dd>` : ''}
  </dl>
  <pre>${esc(m.text || '(no text body)')}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail sink: ${list.length} message${list.length === 1 ? '' : 's'}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1a1a1a; background: #fff; }
  article { border: 1px solid #767676; border-radius: 4px; padding: 0 1rem 1rem; margin: 1rem 0; }
  h2 { font-size: 1.15rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: 0 0 .5rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: .5rem; margin: 0; }
  form, .actions { display: flex; gap: .5rem; flex-wrap: wrap; align-items: center; }
  button, input { font: inherit; padding: .25rem .5rem; }
  a { color: #0645ad; } :focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Mail sink</h1>
<p>Every mail sent to the local SMTP server, newest first. The last ones are kept in memory only.</p>
<div class="actions">
  <form method="get" action="/">
    <label for="to">Recipient</label>
    <input id="to" name="to" type="email" value="${esc(to ?? '')}" autocomplete="off">
    <button type="submit">Filter</button>
  </form>
  <a href="/">Show all</a>
  <button type="button" id="clear">Delete all messages</button>
</div>
<p role="status">${list.length} message${list.length === 1 ? '' : 's'}${to ? ` to ${esc(to)}` : ''}.</p>
${rows}
</main>
<script>
  document.getElementById('clear').addEventListener('click', function () {
    fetch('/api/messages', { method: 'DELETE' }).then(function () { location.reload(); });
  });
</script>
</body>
</html>
`;
}

/**
 * Starts the sink. Ports 0 pick free ones (see the returned smtpPort / httpPort).
 * Returns { smtpPort, httpPort, messages(filter?), clear(), waitForMessage(predicate, timeoutMs?), stop() }.
 * @param {{ smtpPort?: number, httpPort?: number, host?: string, maxMessages?: number, onMessage?: (message: any) => void }} [options]
 */
export async function startMailSink({
  smtpPort = Number(process.env.SMTP_PORT ?? 1025),
  httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 1080),
  host = '127.0.0.1',
  maxMessages = 500,
  onMessage,
} = {}) {
  let store = [];
  let seq = 0;
  const waiters = new Set();
  const matches = (m, to) => !to || [...m.to, ...m.cc, ...m.envelope.to].includes(String(to).toLowerCase());
  const messages = (filter = {}) => store.filter((m) => matches(m, filter.to)).slice().reverse();

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'e-Visa local mail sink',
    size: 30 * 1024 * 1024,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const rec = toRecord(String(++seq), parsed, session);
          store.push(rec);
          if (store.length > maxMessages) store = store.slice(-maxMessages);
          for (const w of waiters) w(rec);
          onMessage?.(rec);
          done(null, `queued as ${rec.id}`);
        })
        .catch((e) => done(e));
    },
  });
  let started = false; // errors before that are listen errors, thrown by startMailSink itself
  smtp.on('error', (e) => started && process.stderr.write(`[mail-sink] smtp error: ${e.message}\n`));

  const web = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const send = (status, type, body) => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    const json = (status, body) => send(status, 'application/json; charset=utf-8', JSON.stringify(body));
    const to = url.searchParams.get('to') || undefined;
    if (url.pathname === '/' && req.method === 'GET') return send(200, 'text/html; charset=utf-8', page(messages({ to }), to));
    if (url.pathname === '/api/messages' && req.method === 'GET') return json(200, messages({ to }));
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      const count = store.length;
      store = [];
      return json(200, { deleted: count });
    }
    const one = /^\/api\/messages\/([^/]+)$/.exec(url.pathname);
    if (one && req.method === 'GET') {
      const m = store.find((x) => x.id === one[1]);
      return m ? json(200, m) : json(404, { error: 'not found' });
    }
    return json(url.pathname === '/' || url.pathname.startsWith('/api/messages') ? 405 : 404, { error: 'not found' });
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve(server.address().port);
      });
    });
  const actualSmtp = await listen(smtp.server, smtpPort);
  let actualHttp;
  try {
    actualHttp = await listen(web, httpPort);
  } catch (e) {
    await new Promise((r) => smtp.close(() => r(undefined)));
    throw e;
  }
  started = true;

  return {
    smtpPort: actualSmtp,
    httpPort: actualHttp,
    url: `http://${host}:${actualHttp}/`,
    messages,
    clear: () => void (store = []),
    /** Resolves with the first message (already received or arriving) that satisfies `predicate`. */
    /** @param {(message: any) => boolean} [predicate] */
    waitForMessage(predicate = () => true, timeoutMs = 10000) {
      const found = store.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const w = (m) => {
          if (!predicate(m)) return;
          waiters.delete(w);
          clearTimeout(t);
          resolve(m);
        };
        const t = setTimeout(() => {
          waiters.delete(w);
          reject(new Error(`no matching mail within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(w);
      });
    },
    async stop() {
      web.closeAllConnections?.();
      await Promise.all([new Promise((r) => web.close(() => r())), new Promise((r) => smtp.close(() => r()))]);
    },
  };
}

function parseArgs(argv) {
  const o = {};
  for (let i = 0; i < argv.length; i++) {
    const [k, inline] = argv[i].split('=', 2);
    const val = () => Number(inline ?? argv[++i]);
    if (k === '--smtp-port') o.smtpPort = val();
    else if (k === '--http-port') o.httpPort = val();
    else if (k === '--max') o.maxMessages = val();
    else if (k === '--help' || k === '-h') o.help = true;
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return o;
}

if (process.argv[1] && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href) {
  try {
    const opts = parseArgs(process.argv.slice(2));
    if (opts.help) {
      process.stdout.write('usage: node tools/stack/mail-sink.mjs [--smtp-port N] [--http-port N] [--max N]\n');
      process.exit(0);
    }
    const sink = await startMailSink({
      ...opts,
      onMessage: (m) => process.stdout.write(`[mail-sink] mail to ${m.to.join(', ')}: ${m.subject}\n`),
    });
    process.stdout.write(`[mail-sink] SMTP on 127.0.0.1:${sink.smtpPort}, messages at ${sink.url}\n`);
    const shutdown = () => sink.stop().then(() => process.exit(0));
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  } catch (e) {
    process.stderr.write(`[mail-sink] ${e.code === 'EADDRINUSE' ? `port in use (${e.message}); set SMTP_PORT / MAIL_SINK_HTTP_PORT` : e.stack}\n`);
    process.exit(1);
  }
}
