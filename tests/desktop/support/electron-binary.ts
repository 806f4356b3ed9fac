import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../support/server';

/**
 * The Electron executable, found the way node_modules/electron/index.js finds it but WITHOUT its
 * fallback of downloading one (impossible on these machines): ELECTRON_OVERRIDE_DIST_PATH, else the
 * binary a normal `npm install` downloaded into node_modules/electron/dist. Null when there is none.
 */
export function findElectronBinary(): string | null {
  const pkg = path.join(ROOT, 'node_modules/electron');
  const pathFile = path.join(pkg, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : defaultExecutable();
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const candidate = override ? path.join(override, relative) : path.join(pkg, 'dist', relative);
  return existsSync(candidate) ? candidate : null;
}

function defaultExecutable(): string {
  if (process.platform === 'darwin') return 'Electron.app/Contents/MacOS/Electron';
  if (process.platform === 'win32') return 'electron.exe';
  return 'electron';
}
