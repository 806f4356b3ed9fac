/** Types of release-settings.mjs (plain JavaScript: electron-builder loads its config without a compiler). */
export function releaseSettings(
  env: Record<string, string | undefined>,
  company: { name: { en: string }; email: string },
): { config: Record<string, unknown> & { publish?: null; mac?: Record<string, unknown> }; notes: string[] };
