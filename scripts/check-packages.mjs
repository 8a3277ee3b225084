#!/usr/bin/env node
// Checks every public package as a consumer will receive it: packs it (as `pnpm publish` would),
// then runs publint, attw (esm-only profile), the undeclared-imports check and the contents check
// (source maps resolve, no test code) on the tarball.
// Fails, listing every finding, when any of them reports anything. Needs the packages built.
//   node scripts/check-packages.mjs [--only=<name>,<name>]
import { rmSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { mapLimit } from './lib/exec.mjs'
import { runAttw } from './packages/attw.mjs'
import { contentProblems } from './packages/contents.mjs'
import { undeclaredImports } from './packages/imports.mjs'
import { packPackage } from './packages/pack.mjs'
import { publicPackages } from './packages/public-packages.mjs'
import { runPublint } from './packages/publint.mjs'

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
const packages = publicPackages().filter((p) => !only || only.includes(p.name))
const outDir = await mkdtemp(join(tmpdir(), 'appkit-check-packages-'))
const started = performance.now()

async function check(pkg) {
  try {
    const { tarball, dir } = await packPackage(pkg, outDir)
    const [publint, attw] = await Promise.all([runPublint(dir), runAttw(tarball)])
    return [...publint, ...attw, ...undeclaredImports(dir), ...contentProblems(dir)]
  } catch (error) {
    return [error.message]
  }
}

try {
  // attw starts a TypeScript program per entry: run a few packages side by side.
  const findings = await mapLimit(packages, Math.max(2, availableParallelism()), check)
  let failed = 0
  packages.forEach((pkg, i) => {
    const list = findings[i]
    console.log(`${list.length ? '✖' : '✓'} ${pkg.name}@${pkg.version}`)
    for (const line of list) console.log(`    ${line.replaceAll('\n', '\n    ')}`)
    if (list.length) failed++
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (failed) {
    console.error(
      `\n✖ ${failed} of ${packages.length} public packages have packaging problems (${seconds} s)`,
    )
    process.exitCode = 1
  } else {
    console.log(
      `\n${packages.length} public packages pass publint, attw, the imports check and the contents check (${seconds} s)`,
    )
  }
} finally {
  rmSync(outDir, { recursive: true, force: true })
}
