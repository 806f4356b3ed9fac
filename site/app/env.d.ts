/** Origin of the public site (PUBLIC_BASE_URL at build time), injected by vite.config.ts. */
declare const __PUBLIC_BASE_URL__: string;
