import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The directory where a cloud keeps its database and chain state, held for one cloud at a time. */
export interface DataDir {
  path: string
  /** Removed on release: a cloud started without a data dir (tests) leaves nothing behind. */
  temporary: boolean
  /** Lets another cloud use it (and deletes it when temporary). */
  release(): Promise<void>
}

/** Another running cloud holds the data dir: two of them would corrupt the database. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

const LOCK_FILE = 'cloud.pid'

/** Opens `dir` (created if missing), or a fresh temporary one when undefined, and takes its lock. */
export async function openDataDir(dir: string | undefined): Promise<DataDir> {
  const temporary = dir === undefined
  const path = temporary ? await mkdtemp(join(tmpdir(), 'appkit-cloud-data-')) : resolve(dir)
  if (!temporary) await mkdir(path, { recursive: true })
  await lock(path)
  let released: Promise<void> | undefined
  return {
    path,
    temporary,
    release() {
      released ??= temporary
        ? rm(path, { recursive: true, force: true })
        : rm(join(path, LOCK_FILE), { force: true })
      return released
    },
  }
}

async function lock(path: string): Promise<void> {
  const file = join(path, LOCK_FILE)
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' })
    return
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim())
  // Our own pid counts too: two clouds in one process would corrupt the database just the same.
  if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
    throw new DataDirInUseError(
      `The data directory ${path} is in use by another cloud (process ${holder}); if none is running, delete ${file}`,
    )
  }
  // Left by a cloud that did not stop cleanly (kill -9, a crash): take it over.
  await writeFile(file, String(process.pid))
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user, which still means it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
