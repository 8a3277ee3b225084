#!/usr/bin/env node
// The one release command: build the public packages, apply the pending changesets (versions and
// changelogs), check every package as it will be packed, then publish the versions the registry
// does not have yet. `pnpm publish` turns each `workspace:*` range into the exact version it links.
//
//   pnpm release [--registry=<url>] [--no-version] [--no-build] [--no-check] [--dry-run] [--tag=<tag>]
//
// --registry   where to publish (default: the configured registry, so `npm_config_registry=<url>`
//              works too); the token comes from your npmrc, as for any publish (`npm login`)
// --no-version publish the versions checked in, without `changeset version` (CI's local registry)
// --no-build   the packages are built already
// --no-check   skip scripts/check-packages.mjs (CI has just run it)
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { publicPackages, root } from './packages/public-packages.mjs'

const args = process.argv.slice(2)
const flag = (name) => args.includes(`--${name}`)
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const registry = option('registry')
const tag = option('tag')

function step(title, cmd, cmdArgs) {
  console.log(`\n▶ ${title}`)
  const { status } = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' })
  if (status !== 0) {
    console.error(
      `\n✖ release stopped: ${title} failed (${[cmd, ...cmdArgs].join(' ')} exited with ${status})`,
    )
    process.exit(status || 1)
  }
}

// Both turbo and pnpm take `--filter=<name>`; one per public package.
const filters = () => publicPackages().map((p) => `--filter=${p.name}`)

if (!flag('no-build')) {
  step('building the public packages', 'pnpm', ['exec', 'turbo', 'run', 'build', ...filters()])
}
if (!flag('no-version')) {
  // Bumps versions and writes changelogs from .changeset/*.md; the result is yours to commit.
  step('applying changesets (changeset version)', 'pnpm', ['exec', 'changeset', 'version'])
}
if (!flag('no-check')) {
  step('checking the packages (publint, attw, imports)', process.execPath, [
    join(root, 'scripts/check-packages.mjs'),
  ])
}
// Read again: `changeset version` may have changed the versions.
const packages = publicPackages()
step(`publishing ${packages.length} packages${registry ? ` to ${registry}` : ''}`, 'pnpm', [
  '--recursive',
  ...filters(),
  'publish',
  '--no-git-checks',
  '--access',
  'public',
  ...(registry ? ['--registry', registry] : []),
  ...(tag ? ['--tag', tag] : []),
  ...(flag('dry-run') ? ['--dry-run'] : []),
])
console.log(`\n✓ released: ${packages.map((p) => `${p.name}@${p.version}`).join(', ')}`)
