import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the double accepted: the template, its language and body parameters, and the recipient. */
export interface ReceivedTemplate {
  id: string;
  to: string;
  template: string;
  lang: string;
  parameters: string[];
  authorization: string;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/**
 * A local double of the WhatsApp Business Cloud API's messages endpoint, answering as its
 * documentation describes: POST /{version}/{phone-number-id}/messages with the bearer token and a
 * template message → 200 `{messaging_product, contacts: [{input, wa_id}], messages: [{id}]}`; a wrong
 * token → 401 with an OAuthException (whose message repeats the token, as a careless server might:
 * the app must not pass it on); an unknown template → 404 with code 132001; `failNext(n)` answers the
 * next n sends 503.
 */
export class WhatsAppDouble {
  readonly received: ReceivedTemplate[] = [];
  private failures = 0;
  private waiters: (() => void)[] = [];
  private constructor(
    private readonly server: Server,
    readonly phoneNumberId: string,
    readonly token: string,
    readonly templates: string[],
  ) {}

  static async start({
    phoneNumberId = '106540352242922',
    token = 'EAAG-test-access-token-SECRET-9931',
    templates = ['booking_confirmed', 'booking_reminder'],
  } = {}): Promise<WhatsAppDouble> {
    const server = createServer();
    const double = new WhatsAppDouble(server, phoneNumberId, token, templates);
    server.on('request', (req, res) => void double.answer(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return double;
  }

  /** WHATSAPP_API_URL for the app: this double with a Graph API version. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v23.0`;
  }

  failNext(count: number): void {
    this.failures = count;
  }

  /** Resolves once `count` messages have arrived (the test's own time limit bounds the wait). */
  async until(count: number): Promise<ReceivedTemplate[]> {
    while (this.received.length < count) await new Promise<void>((wake) => this.waiters.push(wake));
    return this.received;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    const body = await read(req);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.method !== 'POST' || req.url !== `/v23.0/${this.phoneNumberId}/messages`) {
      return send(404, { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 } });
    }
    const authorization = req.headers.authorization ?? '';
    if (authorization !== `Bearer ${this.token}`) {
      return send(401, {
        error: { message: `Invalid OAuth access token ${authorization}`, type: 'OAuthException', code: 190 },
      });
    }
    if (this.failures > 0) {
      this.failures--;
      return send(503, { error: { message: 'Service temporarily unavailable', code: 2 } });
    }
    const message = JSON.parse(body) as {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type: string; parameters: { type: string; text: string }[] }[];
      };
    };
    if (message.messaging_product !== 'whatsapp' || message.type !== 'template' || !message.to) {
      return send(400, { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100 } });
    }
    if (!this.templates.includes(message.template?.name ?? '')) {
      return send(404, { error: { message: 'Template name does not exist in the translation', code: 132001 } });
    }
    const id = `wamid.${randomBytes(12).toString('base64url')}`;
    const bodyParts = message.template?.components?.find((c) => c.type === 'body')?.parameters ?? [];
    this.received.push({
      id,
      to: message.to,
      template: message.template!.name!,
      lang: message.template?.language?.code ?? '',
      parameters: bodyParts.map((p) => p.text),
      authorization,
    });
    this.waiters.splice(0).forEach((wake) => wake());
    send(200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id }],
    });
  }
}
