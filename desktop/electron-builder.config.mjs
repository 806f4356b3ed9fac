// The configuration `npm run desktop:package` uses: desktop/electron-builder.yml plus what a
// release takes from its environment and the company settings (desktop/scripts/release-settings.mjs).
import { readFileSync } from 'node:fs';
import { releaseSettings } from './scripts/release-settings.mjs';

const company = JSON.parse(readFileSync(new URL('../shared/company.json', import.meta.url), 'utf8'));
const { config, notes } = releaseSettings(process.env, company);
for (const note of notes) console.log(`  • ${note}`);

export default { extends: 'desktop/electron-builder.yml', ...config };
