import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Code flows one way: shared imports nothing of ours; the apps import shared and
 * never each other; no import cycles anywhere.
 */
const apps = ['./server', './site', './apps/admin', './desktop'];
const boundaryZones = [
  { target: './shared', from: [...apps, './tests'], message: 'shared/ must not import any app.' },
  ...apps.map((app) => ({
    target: app,
    from: apps.filter((other) => other !== app && !(app === './desktop' && other === './apps/admin')),
    message: 'An app must not import another app; move the code to shared/.',
  })),
];

/**
 * Inside an app, a feature never imports another feature (bulletproof-react's rule): screens that
 * combine features are put together in the app's composition layer (apps/admin/src/app, site/app/routes).
 * A new feature folder is covered as soon as it exists.
 */
const featureRoots = ['./apps/admin/src/features', './site/app/features'];
const featureZones = featureRoots.flatMap((root) =>
  readdirSync(new URL(root, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((feature) => ({
      target: `${root}/${feature.name}`,
      from: root,
      except: [`./${feature.name}`],
      message: 'A feature must not import another feature; compose them in app/ or routes/.',
    })),
);

/**
 * The server's lower floors (the database, the audit log, live events, e-mail) serve every feature
 * and import none: a helper two features share moves down to db/ or shared/.
 */
const serverFeatures = ['./server/src/messages', './server/src/routes'];
const serverFloorZones = ['db', 'audit', 'events', 'notify'].map((floor) => ({
  target: `./server/src/${floor}`,
  from: serverFeatures,
  message: `server/src/${floor} is below the features: it must not import messages/ or routes/; move the shared code down.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'out/**',
      'release/**',
      'data/**',
      'node_modules/**',
      '**/.react-router/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Without these import-x reads only .js files: no-cycle would follow no import of a .ts/.tsx file
    // (tests/lint/import-cycles.test.ts holds that it does). It skips `import type`, erased at run time.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...boundaryZones, ...featureZones, ...serverFloorZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['site/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
