/**
 * What a release build takes from its environment and from the company settings, on top of
 * desktop/electron-builder.yml (see docs/desktop.md, "Releases"):
 * - the deb maintainer: the company's name and e-mail from shared/company.json, as on the site;
 * - the update server: MHS_UPDATE_URL (https) for electron-builder's generic provider, or none;
 * - signing: skipped, with one line saying so, when the certificate variables are absent.
 */

/** @param {Record<string, string | undefined>} env @param {{ name: { en: string }, email: string }} company */
export function releaseSettings(env, company) {
  /** @type {string[]} */
  const notes = [];
  /** @type {Record<string, unknown>} */
  const config = { linux: { maintainer: `${company.name.en} <${company.email}>` } };

  const updateUrl = env.MHS_UPDATE_URL?.trim();
  if (updateUrl) {
    if (!/^https:\/\/[^/\s]+/.test(updateUrl)) {
      throw new Error(`MHS_UPDATE_URL must be an https:// address (got ${updateUrl})`);
    }
  } else {
    config.publish = null;
    notes.push('updates: off in this build (set MHS_UPDATE_URL=https://… to name the update server)');
  }

  const skipped = [];
  if (!env.WIN_CSC_LINK && !env.CSC_LINK) skipped.push('Windows (no WIN_CSC_LINK or CSC_LINK)');
  const macIdentity = Boolean(env.CSC_LINK || env.CSC_NAME);
  const notarization = Boolean(
    (env.APPLE_API_KEY && env.APPLE_API_KEY_ID && env.APPLE_API_ISSUER) ||
    (env.APPLE_ID && env.APPLE_APP_SPECIFIC_PASSWORD && env.APPLE_TEAM_ID) ||
    (env.APPLE_KEYCHAIN && env.APPLE_KEYCHAIN_PROFILE),
  );
  if (!macIdentity) {
    config.mac = { identity: null, notarize: false };
    skipped.push('macOS (no CSC_LINK or CSC_NAME with a Developer ID)');
  } else if (!notarization) {
    config.mac = { notarize: false };
    skipped.push('macOS notarization (no APPLE_API_KEY/APPLE_API_KEY_ID/APPLE_API_ISSUER)');
  }
  if (skipped.length > 0) notes.push(`signing: skipped for ${skipped.join(', ')}; those installers are unsigned`);
  return { config, notes };
}
