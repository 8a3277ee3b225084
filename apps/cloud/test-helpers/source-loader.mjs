// Module hooks that run the cloud's TypeScript sources in a plain Node child process, as vitest runs
// them in its own: each file transpiled as it loads, without a type check (tsc does that) and
// without a build, so a test of the command itself never runs a stale dist.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export async function resolve(specifier, context, next) {
  // The sources import each other as `./x.js`, the file being `./x.ts`.
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const url = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL)
    if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true }
  }
  return next(specifier, context)
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context)
  const fileName = fileURLToPath(url)
  const { outputText } = ts.transpileModule(await readFile(fileName, 'utf8'), {
    fileName,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, sourceMap: false },
  })
  return { format: 'module', source: outputText, shortCircuit: true }
}
