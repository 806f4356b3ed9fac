import escapeHtml from 'escape-html';
import type { Language } from '@shared/constants';
import { PREVIEW_BAR } from '@shared/content/preview';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** Root-relative URLs in attributes (React escapes quotes in text, so these are only attributes). */
const ROOT_RELATIVE = /(\s(?:src|href|srcset|content)=")\/(?!\/)/g;
const SRCSET_ENTRY = /(,\s*)\/(?!\/)/g;

/**
 * A page rendered with the draft, made into a preview the admin shows in a sandboxed frame: no
 * scripts (the page is complete without them, and the frame runs none), not for search engines,
 * addresses made absolute (the desktop app's frame is not on the server's origin), links inert (the
 * preview has its own page list), and a bar across the top saying whether it is what visitors see:
 * not while a draft is waiting (`drafted`), the very same page when none is.
 */
export function previewDocument(html: string, origin: string, lang: Language, drafted: boolean): string {
  const bar =
    `<div role="status" style="background:#92400e;color:#fff;padding:10px 16px;text-align:center;` +
    `font:600 15px/1.5 system-ui,sans-serif" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" lang="${lang}">` +
    `${escapeHtml(PREVIEW_BAR[drafted ? 'draft' : 'published'][lang])}</div>`;
  return html
    .replace(SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(ROOT_RELATIVE, `$1${origin}/`)
    .replace(/(\ssrcset="[^"]*")/g, (attribute) => attribute.replace(SRCSET_ENTRY, `$1${origin}/`))
    .replace(/<head>/, '<head><meta name="robots" content="noindex, nofollow"><style>a{pointer-events:none}</style>')
    .replace(/(<body[^>]*>)/, `$1${bar}`);
}
