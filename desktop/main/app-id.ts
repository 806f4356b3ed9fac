/**
 * The app's identity on Windows (Application User Model ID): toasts are shown under it. The same
 * value as `appId` in desktop/electron-builder.yml, whose installer puts it on the Start shortcut.
 */
export const APP_ID = 'sa.lamsat-almadinah.admin';
