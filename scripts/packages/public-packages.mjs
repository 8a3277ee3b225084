// The packages this repo publishes: every workspace package under packages/ that is not marked
// private. Read from the package.json files rather than listed by hand, so a new package is
// checked and published the day it is added (and apps, which are all private, never are).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')

/** Folders that hold packages (pnpm-workspace.yaml's globs under packages/). */
const PACKAGE_FOLDERS = ['packages', 'packages/adapters']

export function workspacePackages() {
  const found = []
  for (const folder of PACKAGE_FOLDERS) {
    for (const name of readdirSync(join(root, folder))) {
      const dir = join(root, folder, name)
      const manifestPath = join(dir, 'package.json')
      if (!existsSync(manifestPath)) continue
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
      found.push({ dir, name: manifest.name, version: manifest.version, manifest })
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name))
}

export function publicPackages() {
  return workspacePackages().filter((p) => !p.manifest.private)
}
