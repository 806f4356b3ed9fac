import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The scheme handler, the forwarder, the server-URL checks and the notification, badge and
 * click-to-open logic must run in plain Node (tests run them against the real server without
 * Electron): none of their files may import electron.
 */
const here = import.meta.dirname;
const sources = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f));
const files = [
  ...sources(here),
  ...sources(path.join(here, '../notify')),
  path.join(here, '../server-url.ts'),
  path.join(here, '../messages.ts'),
  path.join(here, '../pages/index.ts'),
  path.join(here, '../../common/app-origin.ts'),
  path.join(here, '../../common/ipc-channels.ts'),
];

describe('electron-free modules', () => {
  it.each(files.map((f) => [path.relative(path.join(here, '../..'), f), f]))(
    '%s imports no electron',
    (_name, file) => {
      expect(readFileSync(file, 'utf8')).not.toMatch(/from\s+['"]electron(\/[^'"]*)?['"]|require\(['"]electron/);
    },
  );
});
