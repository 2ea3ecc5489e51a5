// A passkey authenticator in software for the staff console's tests: ES256 keys, a "none" attestation and assertions built
// as the WebAuthn Level 3 recommendation lays them out (https://www.w3.org/TR/webauthn-3/#sctn-attestation, §6.1 the
// authenticator data, §6.5.4 the "none" format), so @simplewebauthn/server checks them as it would a phone's.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');
/** Flags of the authenticator data: user present (UP), user verified (UV), attested credential data (AT). */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export function softwareAuthenticator(options: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const userHandle = randomBytes(16);
  let counter = 0;
  const counterBytes = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(counter);
    return bytes;
  };
  const clientData = (type: string, challenge: string, origin = options.origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  // The public key as COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  return {
    id: b64url(credentialId),
    /** navigator.credentials.create()'s answer, as @simplewebauthn/browser sends it. */
    register(challenge: string, origin?: string) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(options.rpId),
        Buffer.from([UP | UV | AT]),
        counterBytes(),
        Buffer.alloc(16),
        idLength,
        credentialId,
        Buffer.from(coseKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** navigator.credentials.get()'s answer: the authenticator data and client data signed with the private key. */
    assert(challenge: string, origin?: string) {
      counter += 1;
      const authenticatorData = Buffer.concat([sha256(options.rpId), Buffer.from([UP | UV]), counterBytes()]);
      const clientDataJSON = clientData('webauthn.get', challenge, origin);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authenticatorData),
          signature: b64url(signature),
          userHandle: b64url(userHandle),
        },
        clientExtensionResults: {},
      };
    },
  };
}
