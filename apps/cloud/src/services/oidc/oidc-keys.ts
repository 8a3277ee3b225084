import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import { z } from 'zod'

/** An issuer's signing key, private part included (oidc-provider signs with it, faults re-sign). */
export type SigningJwk = JWK & { kid: string; alg: 'RS256'; use: 'sig' }

const storedKey = z.looseObject({
  kty: z.literal('RSA'),
  kid: z.string().min(1),
  alg: z.literal('RS256'),
  use: z.literal('sig'),
  n: z.string(),
  e: z.string(),
  d: z.string(),
})

/**
 * The issuer's key: read from `dir` (one file per issuer, mode 600), else made now and written
 * there, so ID tokens issued before a restart still verify after it. Without `dir`, in memory.
 */
export async function loadSigningKey(name: string, dir: string | undefined): Promise<SigningJwk> {
  const path = dir === undefined ? undefined : join(dir, `${name}.jwk.json`)
  const stored = path && (await readStored(path))
  if (stored) return stored
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 })
  const jwk = await exportJWK(privateKey)
  const key: SigningJwk = { ...jwk, kid: `${name}-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' }
  if (!path || !dir) return key
  await mkdir(dir, { recursive: true })
  // Readable by this user only; `wx` keeps a concurrent starter's key rather than overwriting it.
  await writeFile(path, JSON.stringify(key), { mode: 0o600, flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error
    },
  )
  return (await readStored(path)) ?? key
}

async function readStored(path: string): Promise<SigningJwk | undefined> {
  const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  return text === undefined ? undefined : (storedKey.parse(JSON.parse(text)) as SigningJwk)
}
