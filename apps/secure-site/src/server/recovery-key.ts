import { randomBytes } from 'node:crypto'
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const RECOVERY_KEY_FILE = 'recovery-key'

/**
 * The 32-byte key that seals recovery shares: SECURE_SITE_RECOVERY_KEY when set (several instances
 * must share it), else the one kept in the data directory (made at the first start, readable by
 * this user only), else, with no data directory (tests), a random one that lives as long as the
 * process. It is never sent anywhere: the cloud holds sealed shares it cannot open.
 */
export async function loadRecoveryKey(options: {
  configured?: string | undefined
  dataDir?: string | undefined
}): Promise<Uint8Array> {
  if (options.configured !== undefined) return Buffer.from(options.configured, 'hex')
  if (options.dataDir === undefined) return randomBytes(32)
  await mkdir(options.dataDir, { recursive: true, mode: 0o700 })
  const file = join(options.dataDir, RECOVERY_KEY_FILE)
  const existing = await readKeyFile(file)
  if (existing !== undefined) return existing
  // Written whole to a private file, then linked into place: link fails if the key exists, so two
  // servers starting at once on one directory keep the first key (never one each, never half one).
  const temporary = `${file}.${randomBytes(8).toString('hex')}.tmp`
  await writeFile(temporary, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  try {
    await link(temporary, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error
    })
  } finally {
    await unlink(temporary).catch(() => undefined)
  }
  const written = await readKeyFile(file)
  if (written === undefined) throw new Error(`${file} does not hold a recovery key (64 hex digits)`)
  return written
}

async function readKeyFile(file: string): Promise<Uint8Array | undefined> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  if (text === undefined) return undefined
  // A damaged key file stops the start: a new key would make every sealed share unreadable.
  if (!/^[0-9a-f]{64}$/.test(text.trim())) {
    throw new Error(`${file} does not hold a recovery key (64 hex digits); restore it from a backup`)
  }
  return Buffer.from(text.trim(), 'hex')
}
