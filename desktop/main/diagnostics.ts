import path from 'node:path';

/** Crash dumps and the log file live in the app's own folder, next to its settings. */
export function diagnosticsPaths(userData: string): { crashDumps: string; logFile: string } {
  return { crashDumps: path.join(userData, 'crashes'), logFile: path.join(userData, 'logs', 'main.log') };
}

/** The log file is rotated at this size: electron-log keeps one previous file, main.old.log. */
export const LOG_MAX_BYTES = 1024 * 1024;

/**
 * Options of Electron's crashReporter: dumps are always kept on this computer; they are sent only
 * when a build names an https collector (MAIN_VITE_CRASH_REPORT_URL at build time).
 */
export function crashReporterOptions(submitUrl: string | undefined): {
  uploadToServer: boolean;
  submitURL?: string;
  compress: boolean;
} {
  const url = submitUrl?.trim();
  if (!url || !url.startsWith('https://')) return { uploadToServer: false, compress: true };
  return { uploadToServer: true, submitURL: url, compress: true };
}
