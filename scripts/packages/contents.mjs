// What a consumer unpacks must hold together: every source map points at sources that are in the
// package (a map to a missing file makes the dapp's bundler warn on each build and the debugger show
// nothing), and no test code ships (fakes and fixtures are ours, not the dapp's).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

/** Test code by name: *.test.*, *.test-helper.*, or anything under test/, test-utils/, test-contracts/. */
const TEST_CODE =
  /(^|\/)(test|test-utils|test-contracts)\/|\.test(-helper)?\.[cm]?[jt]sx?$|\.test\.d\.[cm]?ts$/

/**
 * Lists what is wrong with the unpacked package `dir`: each source map whose sources are not all in
 * the package (the first missing one named), and each test file shipped.
 */
export function contentProblems(dir) {
  const problems = []
  for (const file of files(dir)) {
    const path = relative(dir, file)
    if (path.split('/').includes('node_modules')) continue
    if (TEST_CODE.test(path)) {
      problems.push(`ships test code: ${path}`)
      continue
    }
    if (!path.endsWith('.map')) continue
    let map
    try {
      map = JSON.parse(readFileSync(file, 'utf8'))
    } catch {
      problems.push(`${path} is not a JSON source map`)
      continue
    }
    const base = resolve(dirname(file), map.sourceRoot ?? '')
    const missing = (map.sources ?? []).find((source) => !existsSync(resolve(base, source)))
    if (missing !== undefined) {
      problems.push(`${path} points at ${relative(dir, resolve(base, missing))}, which is not in the package`)
    }
  }
  return problems
}
