import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@shared/schemas';

/**
 * A security key in software, for the API tests: an ES256 (P-256) key pair made with node:crypto,
 * answering the server's challenges as a browser and an authenticator would together (WebAuthn
 * level 2): "none" attestation when registering, a signed assertion when signing in. Its signature
 * counter goes up by one with every assertion unless a test sets it.
 */

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();

/** Authenticator data's flags: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter = 0;

  constructor(
    /** The origin the "browser" says it is on (the server expects PUBLIC_BASE_URL's). */
    private readonly origin: string,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = createPublicKey(pair.privateKey);
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** navigator.credentials.create()'s answer to the server's options, as @simplewebauthn/browser sends it. */
  register(options: PasskeyCreationOptions, { origin = this.origin, rpId = options.rp.id } = {}) {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, origin);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.header(rpId!, UP | UV | AT),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(this.coseKey())),
    ]);
    const attestation = new Map<string, string | Uint8Array | Map<string, string>>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, string>());
    attestation.set('authData', new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['usb'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'cross-platform',
    };
  }

  /** navigator.credentials.get()'s answer: the next counter, signed with the challenge. */
  assert(options: PasskeyRequestOptions, { origin = this.origin, counter = this.counter + 1 } = {}) {
    this.counter = counter;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const authData = this.header(options.rpId!, UP | UV, counter);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'cross-platform',
    };
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The RP ID's hash, the flags and the big-endian counter: the first 37 bytes of authenticator data. */
  private header(rpId: string, flags: number, counter = this.counter): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }

  /** The public key as COSE (RFC 9053): EC2, ES256, P-256, its x and y. */
  private coseKey(): Map<number, number | Uint8Array> {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
  }
}
