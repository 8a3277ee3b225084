// Publishes every public package to the local registry with the release command itself
// (scripts/release.mjs), so CI proves the command a maintainer runs. The versions in the repo are
// published as they are (--no-version): the registry is thrown away after the run, and the working
// tree is not touched.
import { join } from 'node:path'
import { execOrThrow } from '../lib/exec.mjs'
import { publicPackages, root } from '../packages/public-packages.mjs'

export async function publishAll(registry) {
  await execOrThrow(
    'publishing to the local registry (scripts/release.mjs)',
    process.execPath,
    [
      join(root, 'scripts/release.mjs'),
      '--no-build',
      '--no-version',
      '--no-check',
      `--registry=${registry.url}`,
    ],
    // pnpm publish hands the tarball to npm, which reads the token for this host from here.
    { cwd: root, env: { ...process.env, npm_config_userconfig: registry.npmrc } },
  )
  // Ask the registry, not the publish log: each package must now be there at its version.
  const versions = {}
  for (const pkg of publicPackages()) {
    const response = await fetch(`${registry.url}${pkg.name.replace('/', '%2f')}`)
    const body = response.ok ? await response.json() : undefined
    if (!body?.versions?.[pkg.version]) {
      throw new Error(
        `${pkg.name}@${pkg.version} is not in the local registry after publishing (${response.status})`,
      )
    }
    versions[pkg.name] = pkg.version
  }
  return versions
}
