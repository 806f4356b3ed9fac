// The last step of `npm run build:site` and `npm run build:admin`: what the server and nginx need
// beside a fresh static build. Usage: tsx server/scripts/finish-build.ts site|admin
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCspManifest } from '../src/site/csp-manifest';
import { precompressTree } from '../src/site/precompress';
import { startScriptsAfterPaintInTree } from '../src/site/scripts-after-paint';
import { CSP_MANIFEST } from '../src/security/page-policies';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const which = process.argv[2];
if (which !== 'site' && which !== 'admin') {
  console.error('usage: tsx server/scripts/finish-build.ts site|admin');
  process.exit(2);
}
const dir = path.join(root, which === 'site' ? 'dist/site/client' : 'dist/admin');
// The site's pages carry inline scripts; the admin's page has none (it gets the policy without hashes).
if (which === 'site') {
  console.log(`hydration scripts after the first paint: ${startScriptsAfterPaintInTree(dir)} pages`);
  const pages = Object.keys(writeCspManifest(dir)).length;
  console.log(`CSP manifest: ${pages} pages → ${path.relative(root, path.join(dir, CSP_MANIFEST))}`);
}
// Last, so the manifest is compressed too and every .br/.gz is of the files as they now are.
console.log(`precompressed: ${precompressTree(dir)} files in ${path.relative(root, dir)} (.br and .gz)`);
