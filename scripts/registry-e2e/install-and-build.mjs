// Installs the fresh app with npm from the local registry only, proves that what it installed came
// from there (not from the workspace, not from npm), then type-checks and builds it with Vite.
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { exec, execOrThrow } from '../lib/exec.mjs'

/**
 * The environment of a command run in the fresh app: without the npm_config_* (and package and
 * lifecycle) variables that npm and pnpm hand to the scripts they run, which carry the workspace's
 * own .npmrc (auto-install-peers, engine-strict) into an app that must see none of it.
 */
export function outsideEnv(env = process.env) {
  return Object.fromEntries(
    Object.entries(env).filter(([key]) => !/^npm_(config|package|lifecycle)_/i.test(key)),
  )
}

export async function npmInstall(dir, registry) {
  await execOrThrow(
    'npm install of the fresh app from the local registry',
    'npm',
    [
      'install',
      '--registry',
      registry.url,
      // Our npmrc only: the developer's ~/.npmrc (another registry, a token) must not take part.
      '--userconfig',
      registry.npmrc,
      '--no-audit',
      '--no-fund',
      '--prefer-online',
      '--loglevel=error',
    ],
    { cwd: dir, env: outsideEnv() },
  )
}

/**
 * Every `appkit` and `@appkit/*` package in the app's node_modules must be a real folder inside
 * the app (not a link into the workspace) and must have been downloaded from the local registry.
 * Returns the installed versions by name.
 */
export function verifyInstalledFromRegistry(dir, registry, expected) {
  const lock = JSON.parse(readFileSync(join(dir, 'node_modules/.package-lock.json'), 'utf8'))
  const appRoot = realpathSync(dir)
  const installed = {}
  for (const [path, entry] of Object.entries(lock.packages)) {
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    if (name !== 'appkit' && !name.startsWith('@appkit/')) continue
    const folder = join(dir, path)
    if (entry.link || lstatSync(folder).isSymbolicLink() || !realpathSync(folder).startsWith(`${appRoot}/`)) {
      throw new Error(
        `${name} in the fresh app resolves outside it (${realpathSync(folder)}): not a registry install`,
      )
    }
    if (!entry.resolved?.startsWith(registry.url)) {
      throw new Error(
        `${name} was installed from ${entry.resolved ?? 'nowhere known'}, not from ${registry.url}`,
      )
    }
    installed[name] = entry.version
  }
  for (const [name, version] of Object.entries(expected)) {
    if (installed[name] !== version) {
      throw new Error(`the fresh app has ${name}@${installed[name] ?? '(missing)'}, expected ${version}`)
    }
  }
  return installed
}

/** `npm ls` reports where appkit resolves: it must be inside the app. */
export async function npmLsAppkit(dir) {
  const { code, output, stdout } = await exec('npm', ['ls', 'appkit', '--parseable'], {
    cwd: dir,
    env: outsideEnv(),
  })
  if (code !== 0) throw new Error(`npm ls appkit failed (exited with ${code}):\n${output}`)
  // The paths are on stdout; whatever npm warns about goes to stderr.
  const paths = stdout.trim().split('\n').filter(Boolean)
  const appRoot = realpathSync(dir)
  const outside = paths.filter((p) => !p.startsWith(appRoot))
  if (paths.length === 0 || outside.length > 0) {
    throw new Error(`npm ls appkit: expected paths inside ${appRoot}, got:\n${output}`)
  }
  return paths[0]
}

export async function typecheckAndBuild(dir) {
  const bin = (name) => join(dir, 'node_modules/.bin', name)
  // Independent of each other: side by side on two cores.
  await Promise.all([
    execOrThrow(
      'type-checking the fresh app (tsc --noEmit)',
      bin('tsc'),
      ['--noEmit', '-p', 'tsconfig.json'],
      { cwd: dir, env: outsideEnv() },
    ),
    execOrThrow('vite build of the fresh app', bin('vite'), ['build', '--logLevel', 'warn'], {
      cwd: dir,
      env: outsideEnv(),
    }),
  ])
  if (!existsSync(join(dir, 'dist/index.html'))) throw new Error('vite build wrote no dist/index.html')
  return join(dir, 'dist')
}
