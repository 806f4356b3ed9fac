import nodemailer, { type Transporter } from 'nodemailer';

/** A transport to the mail server of an smtp:// or smtps:// URL (the account in the URL). */
export function smtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  return nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    ...(url.port ? { port: Number(url.port) } : {}),
    secure: url.protocol === 'smtps:',
    ...(user || pass ? { auth: { user, pass } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    logger: false,
  });
}

/** An smtp(s):// URL from the settings screen's fields. */
export function smtpUrlOf({
  host,
  port,
  secure,
  user,
  password,
}: {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
}): string {
  const account = user || password ? `${encodeURIComponent(user)}:${encodeURIComponent(password)}@` : '';
  return `${secure ? 'smtps' : 'smtp'}://${account}${host}:${port}`;
}

/**
 * A mail server's error as code and message with the account taken out: the only form stored,
 * logged or shown. The account may appear as typed, URL-encoded, or base64 as AUTH sends it.
 */
export function describeSmtpError(error: unknown, smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const user = decodeURIComponent(url.username);
  const pass = decodeURIComponent(url.password);
  const forms = [pass, encodeURIComponent(pass), Buffer.from(pass).toString('base64')];
  if (user && pass) forms.push(Buffer.from(`\u0000${user}\u0000${pass}`).toString('base64'));
  // Longest first, so a longer form is not half-replaced by a shorter one inside it.
  const secrets = forms.filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
  const { code, message } = error as { code?: unknown; message?: unknown };
  let text = [typeof code === 'string' ? code : '', typeof message === 'string' ? message : String(error)]
    .filter(Boolean)
    .join(': ');
  for (const secret of secrets) text = text.split(secret).join('***');
  return text.slice(0, 300);
}
