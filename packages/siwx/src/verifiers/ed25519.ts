/** Verifies an ed25519 signature; never throws for bad input, only answers false. */
export type Ed25519Verify = (
  publicKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
) => Promise<boolean>

/**
 * Ed25519 verification with WebCrypto (Node 20, Chromium 137+, Firefox 129+, Safari 17+). Where
 * the browser's WebCrypto has no Ed25519 yet, @noble/curves (audited, already in a dapp's tree
 * through viem) is loaded on demand, so no one pays for it up front.
 */
export function createEd25519Verify(
  subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle,
): Ed25519Verify {
  return async (publicKey, message, signature) => {
    if (publicKey.length !== 32 || signature.length !== 64) return false
    if (subtle !== undefined) {
      const key = await importKey(subtle, publicKey)
      if (key === 'invalid') return false
      if (key !== 'unsupported') {
        try {
          return await subtle.verify({ name: 'Ed25519' }, key, copy(signature), copy(message))
        } catch {
          return false
        }
      }
    }
    return verifyWithNoble(publicKey, message, signature)
  }
}

async function importKey(
  subtle: SubtleCrypto,
  publicKey: Uint8Array,
): Promise<CryptoKey | 'invalid' | 'unsupported'> {
  try {
    return await subtle.importKey('raw', copy(publicKey), { name: 'Ed25519' }, false, ['verify'])
  } catch (error) {
    // NotSupportedError: this WebCrypto has no Ed25519. Anything else (DataError): not a key.
    return error instanceof Error && error.name === 'NotSupportedError' ? 'unsupported' : 'invalid'
  }
}

async function verifyWithNoble(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) {
  const { ed25519 } = await import('@noble/curves/ed25519')
  try {
    // RFC 8032's strict rules (as WebCrypto applies them), not ZIP-215's permissive ones, so both
    // paths accept the same signatures.
    return ed25519.verify(signature, message, publicKey, { zip215: false })
  } catch {
    return false
  }
}

// WebCrypto's types want an ArrayBuffer-backed view; a copy also keeps a caller's later change out.
function copy(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes)
}
