import { generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * A client's auth token as WalletConnect clients make it: an Ed25519 key of its own, `iss` its
 * did:key (multicodec 0xed01, base58btc), `aud` the relay's URL, signed with EdDSA. Real, so a test
 * holds when the relay checks signatures.
 */
export function signClientJwt(relayUrl: string, now = Date.now()): string {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  const did = `did:key:z${getBase58Decoder().decode(Buffer.concat([Buffer.from([0xed, 0x01]), raw]))}`
  const iat = Math.floor(now / 1000)
  const payload = { iss: did, sub: randomBytes(32).toString('hex'), aud: relayUrl, iat, exp: iat + 86_400 }
  const signed = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part(payload)}`
  return `${signed}.${sign(null, Buffer.from(signed), privateKey).toString('base64url')}`
}
