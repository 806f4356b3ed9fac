/**
 * The file beside the site's build (dist/site, next to its client and server folders, so it is not
 * served) that says which address its pages were made for: `{ "publicBaseUrl": "…" }`, the
 * PUBLIC_BASE_URL given when building. The server renders the pages again when it runs with another.
 */
export const BUILT_ADDRESS_FILE = 'public-base-url.json';

export interface BuiltAddress {
  /** Absolute origin, without trailing slash, as in every absolute URL of the pages. */
  publicBaseUrl: string;
}
