import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/** A password that cannot be used: the command says why and exits 2. */
export class PasswordNotGiven extends Error {}

const ATTEMPTS = 3;

/**
 * A new password, never from the command line (other users see it in `ps`, the shell keeps it in
 * its history): on a terminal asked twice without showing it, they must match; piped, the first
 * line of standard input (`printf '%s\n' "$PW" | npm run admin:create -- --email …`). `problem`
 * says what is wrong with one (the password policy); on a terminal the person tries again.
 */
export async function readNewPassword(label: string, problem: (password: string) => string | null): Promise<string> {
  if (!process.stdin.isTTY) {
    const password = await firstLineOfInput();
    if (!password) {
      throw new PasswordNotGiven(
        'No password on standard input: run it in a terminal to be asked, or pipe one line (printf \'%s\\n\' "$PW" | …)',
      );
    }
    const refused = problem(password);
    if (refused) throw new PasswordNotGiven(`Password refused: ${refused}`);
    return password;
  }
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const password = await askHidden(`Password for ${label} (not shown): `);
    const refused = password ? problem(password) : 'it is empty';
    if (refused) {
      process.stderr.write(`Password refused: ${refused}\n`);
      continue;
    }
    if ((await askHidden('The same password again: ')) === password) return password;
    process.stderr.write('The two passwords differ.\n');
  }
  throw new PasswordNotGiven(`No password set after ${ATTEMPTS} tries: nothing was changed.`);
}

/** One line typed on the terminal, not echoed: readline's echo goes to an output that drops it. */
async function askHidden(prompt: string): Promise<string> {
  const nowhere = new Writable({ write: (_chunk, _encoding, done) => done() });
  const lines = createInterface({ input: process.stdin, output: nowhere, terminal: true });
  // Asked once the terminal has stopped echoing (raw mode, set by readline): nothing typed shows.
  process.stderr.write(prompt);
  // The terminal is in raw mode while reading: Ctrl+C and Ctrl+D reach readline, not the shell.
  const cancelled = () => {
    process.stderr.write('\nCancelled: nothing was changed.\n');
    process.exit(130);
  };
  lines.on('SIGINT', cancelled);
  let answered = false;
  lines.on('close', () => {
    if (!answered) cancelled();
  });
  try {
    const answer = await lines.question('');
    answered = true;
    return answer;
  } finally {
    lines.close();
    process.stderr.write('\n');
  }
}

async function firstLineOfInput(): Promise<string> {
  process.stdin.setEncoding('utf8');
  let text = '';
  for await (const chunk of process.stdin) text += chunk as string;
  return text.split(/\r?\n/)[0] ?? '';
}
