// Are the Types Wrong? over the packed tarball, with the esm-only profile. Our packages are ESM
// only on purpose (DESIGN.md), so two of attw's resolution modes do not apply: node10 (TypeScript's
// legacy resolution ignores `exports` and cannot see subpaths) and node16 from CommonJS (a
// `require` of an ESM-only package). The profile still checks what our consumers use: node16 from
// ESM and bundler resolution, where every entry must resolve to JavaScript and to its types.
// (`--profile node16` would only drop node10 and report every CommonJS `require` as a problem.)
import { join } from 'node:path'
import { exec } from '../lib/exec.mjs'
import { root } from './public-packages.mjs'

const ATTW = join(root, 'node_modules/.bin/attw')

/** Returns the findings as readable lines; empty when attw reports no problem. */
export async function runAttw(tarball) {
  const { code, output } = await exec(
    ATTW,
    [tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-emoji'],
    {
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  )
  if (code === 0) return []
  return [`attw (--profile esm-only) reported problems:\n${output.trim()}`]
}
