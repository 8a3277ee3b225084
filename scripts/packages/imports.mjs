// What a consumer outside the workspace needs: every package that the published JavaScript or type
// declarations import must be one the manifest asks the consumer's package manager to install
// (dependencies or peerDependencies). Inside the workspace a missing entry goes unnoticed because
// pnpm links the whole tree; in a dapp's node_modules it is a failed build or an `any` type.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import ts from 'typescript'

/** 'viem/chains' → 'viem', '@scope/pkg/sub' → '@scope/pkg'; undefined for relative paths and URLs. */
export function packageOf(specifier) {
  if (/^(\.|\/|[a-z]+:)/i.test(specifier) && !specifier.startsWith('node:')) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

function isBuiltin(name) {
  return name.startsWith('node:') || builtinModules.includes(name)
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (/\.(m?js|d\.m?ts)$/.test(name)) yield path
  }
}

/**
 * Lists the imports of the unpacked package `dir` that its manifest does not declare, one line per
 * package with the first file that imports it. TypeScript's own pre-processor finds the imports,
 * so a specifier in a comment or a string is not mistaken for one, and dynamic imports count.
 */
export function undeclaredImports(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ])
  const missing = new Map()
  for (const file of files(dir)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const specifiers = [
      ...info.importedFiles.map((f) => f.fileName),
      // `/// <reference types="node" />` asks for @types/node just as an import would.
      ...info.typeReferenceDirectives.map((f) => `@types/${f.fileName}`),
    ]
    for (const specifier of specifiers) {
      const name = packageOf(specifier)
      if (!name || isBuiltin(name) || declared.has(name)) continue
      // A type-only import of 'x' is satisfied by @types/x as well.
      if (file.endsWith('.ts') && declared.has(`@types/${name.replace('@', '').replace('/', '__')}`)) continue
      if (!missing.has(name)) missing.set(name, relative(dir, file))
    }
  }
  return [...missing].map(
    ([name, file]) =>
      `imports '${name}' (first in ${file}) but it is not in dependencies or peerDependencies`,
  )
}
