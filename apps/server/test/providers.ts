import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One email as it arrived at the SMTP server: the envelope and the parsed message. */
export interface ReceivedEmail {
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  user: string | undefined;
}

/**
 * A real SMTP server on a free loopback port (smtp-server), keeping every email it accepts.
 * With `user`/`pass` it asks for them (AUTH PLAIN/LOGIN over plain text, allowed on loopback);
 * `unknownMailboxes` are refused with 550.
 */
export async function startSmtpServer(options: { user?: string; pass?: string; unknownMailboxes?: string[] } = {}) {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    disabledCommands: options.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.user,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (options.unknownMailboxes?.includes(address.address)) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            from: mail.from?.text ?? '',
            to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? ''),
            subject: mail.subject ?? '',
            text: (mail.text ?? '').trim(),
            user: session.user as string | undefined,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One request the SMS provider got. */
export interface ReceivedSms {
  to: string;
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * A local HTTP server playing the SMS provider. `answer` decides the status of each request
 * (its index from 0): 200 by default; the request is recorded either way.
 */
export async function startSmsProvider(answer: (index: number, sms: ReceivedSms) => number = () => 200) {
  const received: ReceivedSms[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const json = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; body: string };
      const sms = { to: json.to, body: json.body, headers: req.headers };
      const status = answer(received.length, sms);
      received.push(sms);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(status < 300 ? { id: received.length } : { error: 'provider unavailable' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` answers something other than undefined (a provider received what is awaited); `what` names it in the error. */
export async function eventually<T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000, what = 'a delivery'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
