/** Origin of the public site when it was built (PUBLIC_BASE_URL), injected by vite.config.ts: the default of the pages' address. */
declare const __PUBLIC_BASE_URL__: string;
