import { execFile } from 'node:child_process';

/**
 * Whether the computer's connection is metered, as the system itself says (Electron has no API for
 * it): Windows' connection cost (Fixed or Variable = metered), NetworkManager's GENERAL.METERED on
 * Linux. macOS does not tell; there, and whenever the system cannot be asked, the answer is "not
 * metered".
 */
export const METERED_QUERIES = {
  win32: [
    'powershell.exe',
    [
      '-NoProfile',
      '-NonInteractive',
      '-Command',
      '[Windows.Networking.Connectivity.NetworkInformation,Windows.Networking.Connectivity,ContentType=WindowsRuntime]::GetInternetConnectionProfile().GetConnectionCost().NetworkCostType',
    ],
  ],
  linux: ['nmcli', ['-t', '-f', 'GENERAL.METERED', 'dev', 'show']],
} as const satisfies Partial<Record<NodeJS.Platform, readonly [string, readonly string[]]>>;

/** Windows' NetworkCostType: Unrestricted, Fixed, Variable or Unknown. */
export function isMeteredWindowsCost(output: string): boolean {
  return /^(fixed|variable)$/i.test(output.trim());
}

/** nmcli lines such as `GENERAL.METERED:yes`, `…:yes (guessed)`, `…:no`, `…:unknown`. */
export function isMeteredNmcli(output: string): boolean {
  return output.split('\n').some((line) => /^GENERAL\.METERED:yes\b/.test(line.trim()));
}

export type RunCommand = (file: string, args: readonly string[]) => Promise<string>;

const run: RunCommand = (file, args) =>
  new Promise((resolve, reject) =>
    execFile(file, [...args], { timeout: 5000, windowsHide: true }, (error, stdout) =>
      error ? reject(error) : resolve(String(stdout)),
    ),
  );

export async function isMeteredConnection(platform: NodeJS.Platform, command: RunCommand = run): Promise<boolean> {
  try {
    if (platform === 'win32') return isMeteredWindowsCost(await command(...METERED_QUERIES.win32));
    if (platform === 'linux') return isMeteredNmcli(await command(...METERED_QUERIES.linux));
  } catch {
    // the tool is missing or failed: nothing known
  }
  return false;
}
