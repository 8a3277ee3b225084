import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The shortest AUTH_SECRET accepted: 32 characters, at least as strong as the codes' hash. */
export const MIN_SECRET_LENGTH = 32
export const SECRET_FILE = 'auth-secret'

/**
 * The pepper of the one-time codes' hashes. AUTH_SECRET when set (several instances must share
 * it). Otherwise kept in the data directory, so codes sent before a restart still work; a
 * temporary data directory (tests) gets a random one that lives as long as the cloud. It is not
 * kept in the database: a copy of the database alone must not be enough to try the million codes.
 */
export async function loadAuthSecret(options: {
  configured: string | undefined
  dataDir: string
  temporary: boolean
}): Promise<Uint8Array> {
  if (options.configured !== undefined) return Buffer.from(options.configured, 'utf8')
  if (options.temporary) return randomBytes(32)
  const file = join(options.dataDir, SECRET_FILE)
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  if (existing !== undefined && /^[0-9a-f]{64}$/.test(existing.trim()))
    return Buffer.from(existing.trim(), 'hex')
  const secret = randomBytes(32)
  // Readable by this user only; `wx` keeps a concurrent writer's secret rather than overwriting it.
  const flag = existing === undefined ? 'wx' : 'w'
  await writeFile(file, secret.toString('hex'), { mode: 0o600, flag }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error
    },
  )
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex')
}

/** Checks AUTH_SECRET at start: a short one would make the codes' hashes easy to brute-force. */
export function parseAuthSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined
  if (raw.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32).`,
    )
  }
  return raw
}
