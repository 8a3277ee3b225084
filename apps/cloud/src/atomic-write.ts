import { randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/**
 * Writes through a temporary name and a rename: a reader never sees a half-written file, and two
 * processes writing the same cache entry at once both simply finish.
 */
export async function writeFileAtomically(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const partial = `${path}.${randomUUID()}.partial`
  try {
    await writeFile(partial, data)
    await rename(partial, path)
  } finally {
    await rm(partial, { force: true })
  }
}
