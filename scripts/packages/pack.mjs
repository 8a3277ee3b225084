// Packs a package the way `pnpm publish` will (workspace:* ranges replaced by real versions, only
// the `files` it declares), so every check looks at what a consumer downloads, not at the folder.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { execOrThrow } from '../lib/exec.mjs'

/** Packs `pkg` into `outDir`, unpacks it beside the tarball; returns both paths. */
export async function packPackage(pkg, outDir) {
  const output = await execOrThrow(
    `packing ${pkg.name}`,
    'pnpm',
    ['pack', '--pack-destination', outDir, '--json'],
    {
      cwd: pkg.dir,
    },
  )
  // pnpm may print warnings before the JSON: take the object that starts on its own line.
  const { filename } = JSON.parse(output.slice(output.search(/^\{/m)))
  const unpacked = join(outDir, pkg.name.replace('/', '__'))
  mkdirSync(unpacked, { recursive: true })
  await execOrThrow(`unpacking ${pkg.name}`, 'tar', ['-xzf', filename, '-C', unpacked])
  // npm tarballs keep everything under package/.
  return { tarball: filename, dir: join(unpacked, 'package') }
}
