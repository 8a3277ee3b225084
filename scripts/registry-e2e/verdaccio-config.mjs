// The throwaway registry's configuration. Verdaccio reads YAML, and JSON is YAML, so it is written
// with JSON.stringify (no YAML library needed).
//  - Our names (`appkit`, `@appkit/*`) are served only from local storage, never proxied: the run
//    must install what it just published, and must not pick up a same-named package from npm.
//  - Everything else is read through to the public registry (react, vite, viem, …), read-only.
//  - Publishing needs a login; the script registers the one user the htpasswd file allows.
import { writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * Writes `config.yaml` into `dir` (storage and htpasswd beside it); returns its path.
 * `cacheDir` keeps what the uplink answered for third-party packages between runs: a cold run
 * downloads ~300 full package documents (~160 MB: typescript's alone is 13 MB), a warm one only
 * revalidates them (ETags). Our own packages are stored in `dir` and go away with it.
 */
export function writeVerdaccioConfig(dir, { port, uplink, cacheDir }) {
  const storage = join(dir, 'storage')
  const ours = { access: '$all', publish: '$authenticated', unpublish: '$authenticated' }
  const config = {
    storage,
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 1 } },
    // Tarballs are not kept (`cache: false`): npm keeps them in its own cache by integrity. A kept
    // document is trusted for `maxage` before it is asked for again: a run then reads no uplink at
    // all, and a new upstream release reaches this check within hours, which is soon enough here.
    uplinks: {
      npmjs: { url: uplink, timeout: '60s', max_fails: 5, fail_timeout: '1m', cache: false, maxage: '6h' },
    },
    packages: {
      appkit: ours,
      '@appkit/*': ours,
      // No one publishes anything else here; `$nobody` is a group no user is in. A package's
      // `storage` is joined to the main one, hence the relative path to the cache.
      '**': { access: '$all', publish: '$nobody', proxy: 'npmjs', storage: relative(storage, cacheDir) },
    },
    listen: `127.0.0.1:${port}`,
    web: { enable: false },
    // The audit endpoint would call out to npm for every install; npm's audit is off anyway.
    middlewares: { audit: { enabled: false } },
    max_body_size: '200mb',
    server: { keepAliveTimeout: 60 },
    log: { type: 'stdout', format: 'pretty', level: 'warn' },
  }
  const path = join(dir, 'config.yaml')
  writeFileSync(path, JSON.stringify(config, null, 2))
  return path
}
