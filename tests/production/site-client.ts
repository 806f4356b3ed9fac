import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { EventStreamReader } from '../../server/test/event-stream';
import { Cookie, CookieJar } from '../support/cookie-fetch';
import { HOSTNAME } from './nginx';

export const SITE = `https://${HOSTNAME}`;

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json(): Record<string, unknown>;
}

interface Sent {
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
}

/**
 * A browser of the test, on this machine: it reaches https://lamsat.test at nginx (127.0.0.1:443)
 * with the hostname in SNI and Host, trusts only the test's CA, connects from `localAddress`, keeps
 * cookies with a browser's rules (tough-cookie), and sends Origin with every POST as a browser does.
 */
export class SiteBrowser {
  readonly jar = new CookieJar();
  private readonly agent: https.Agent;

  constructor(
    private readonly ca: string,
    private readonly localAddress = '127.0.0.1',
  ) {
    this.agent = new https.Agent({ keepAlive: true });
  }

  /** The session cookie as stored (name, Secure, HttpOnly…), or undefined. */
  cookie(name: string): Cookie | undefined {
    return this.jar.getCookiesSync(SITE).find((c) => c.key === name);
  }

  async call(method: string, path: string, sent: Sent = {}): Promise<Answer> {
    const res = await this.open(method, path, sent);
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return answer(res, Buffer.concat(chunks));
  }

  /** A live stream (text/event-stream) read the way EventSource reads it. */
  async stream(path: string): Promise<EventStreamReader> {
    const res = await this.open('GET', path, { headers: { accept: 'text/event-stream' } });
    const body = Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>;
    return EventStreamReader.fromResponse(
      new Response(res.statusCode === 200 ? body : null, { status: res.statusCode }),
    );
  }

  close(): void {
    this.agent.destroy();
  }

  private open(method: string, path: string, sent: Sent): Promise<http.IncomingMessage> {
    const url = SITE + path;
    const headers: Record<string, string> = { host: HOSTNAME, ...sent.headers };
    const cookie = this.jar.getCookieStringSync(url);
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET') headers.origin = SITE;
    let body = sent.body;
    if (sent.json !== undefined) {
      body = Buffer.from(JSON.stringify(sent.json));
      headers['content-type'] = 'application/json';
    }
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: 443,
          servername: HOSTNAME,
          ca: this.ca,
          localAddress: this.localAddress,
          agent: this.agent,
          method,
          path,
          headers,
        },
        (res) => {
          for (const line of res.headers['set-cookie'] ?? []) this.jar.setCookieSync(line, url);
          resolve(res);
        },
      );
      req.once('error', reject);
      req.end(body);
    });
  }
}

/** A GET on plain HTTP (port 80) for lamsat.test, answered by nginx. */
export function plainHttpGet(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: 80, path, headers: { host: HOSTNAME } }, async (res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      resolve(answer(res, Buffer.concat(chunks)));
    });
    req.once('error', reject);
  });
}

function answer(res: http.IncomingMessage, body: Buffer): Answer {
  return {
    status: res.statusCode ?? 0,
    headers: res.headers,
    body,
    text: () => body.toString('utf8'),
    json: () => JSON.parse(body.toString('utf8')) as Record<string, unknown>,
  };
}

/** A multipart/form-data body with one file field, encoded by the platform's FormData. */
export async function multipartImage(field: string, image: Buffer, fileName: string, type: string): Promise<Sent> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(image)], { type }), fileName);
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
