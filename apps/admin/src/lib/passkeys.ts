import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type {
  PasskeyAssertion,
  PasskeyAttestation,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
} from '@shared/schemas/passkeys';

/**
 * Whether passkeys can be used here: a browser with WebAuthn on a secure page. Never in the desktop
 * app: its screens come from app://desktop, which Chromium does not let use WebAuthn (only https and
 * localhost pages may), and a passkey belongs to the site's own address (PUBLIC_BASE_URL) anyway.
 * There the second step offers the authenticator app's code and the recovery codes.
 */
export function passkeysUsable(): boolean {
  return !window.desktop && window.isSecureContext && typeof window.PublicKeyCredential === 'function';
}

/** The browser's passkey window was closed, timed out or refused (nothing reached the server). */
export class PasskeyNotUsed extends Error {
  constructor(cause: unknown) {
    super('The passkey was not used', { cause });
    this.name = 'PasskeyNotUsed';
  }
}

// @simplewebauthn/browser is loaded when a passkey is first used: the sign-in screen stays small.
// Its answers are the JSON the server's schemas read (their extension results a plain object).
const browserApi = () => import('@simplewebauthn/browser');

/** Has the browser (and the person) create a passkey for the server's options. */
export async function createPasskey(options: PasskeyCreationOptions): Promise<PasskeyAttestation> {
  const { startRegistration } = await browserApi();
  try {
    return (await startRegistration({
      optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
    })) as PasskeyAttestation;
  } catch (err) {
    throw new PasskeyNotUsed(err);
  }
}

/** Has the browser (and the person) sign the server's challenge with one of their passkeys. */
export async function signWithPasskey(options: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  const { startAuthentication } = await browserApi();
  try {
    return (await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    })) as PasskeyAssertion;
  } catch (err) {
    throw new PasskeyNotUsed(err);
  }
}
