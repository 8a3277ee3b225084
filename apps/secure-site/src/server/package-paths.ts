import { join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The package's root directory, from this file in src/server/ (tests, tsx) or in dist/node/server/
 * (the built server): the defaults below must not depend on which one runs.
 */
export function packageRoot(fileUrl: string = import.meta.url): string {
  const here = fileURLToPath(new URL('.', fileUrl))
  const built = here.includes(`${sep}dist${sep}node${sep}`)
  return resolve(here, built ? '../../..' : '../..')
}

/** Where `vite build` writes the page. */
export const DEFAULT_PAGE_DIR = join(packageRoot(), 'dist', 'page')
/** apps/secure-site/.data (gitignored): the recovery key when none is configured. */
export const DEFAULT_DATA_DIR = join(packageRoot(), '.data')
