#!/usr/bin/env node
// The chunks a dapp's bundler makes of one package entry (Vite, minified, React external): which
// load with the page (the entry and all it imports statically) and which wait for an import(), with
// their gzip size and modules. `node scripts/chunks.mjs packages/appkit/dist/react.js [--modules]`
// lists them; size.mjs and chunks.test.mjs read them. Run after `turbo run build`.
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const gzip = (code) => gzipSync(code, { level: 9 }).length

/** Bundles `entry` (a path from the repository's root) as a dapp's bundler would. */
export async function bundleEntry(entry) {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: join(root, entry), formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  })
  return (Array.isArray(output) ? output : [output])
    .flatMap((o) => o.output)
    .filter((c) => c.type === 'chunk')
}

/**
 * Each chunk of the entry: `firstPaint` when the page loads it (the entry and what it imports,
 * transitively), `direct` for the entry and the chunks it imports itself, its gzip bytes, and its
 * modules as paths from the repository's root.
 */
export async function entryChunks(entry) {
  const chunks = await bundleEntry(entry)
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const firstPaint = new Set()
  const visit = (name) => {
    if (firstPaint.has(name) || !byName.has(name)) return
    firstPaint.add(name)
    for (const imported of byName.get(name).imports) visit(imported)
  }
  const main = chunks.find((chunk) => chunk.isEntry)
  visit(main.fileName)
  const direct = new Set([main.fileName, ...main.imports])
  return chunks.map((chunk) => ({
    fileName: chunk.fileName,
    firstPaint: firstPaint.has(chunk.fileName),
    direct: direct.has(chunk.fileName),
    bytes: gzip(chunk.code),
    modules: Object.keys(chunk.modules)
      .filter((id) => !id.startsWith('\0'))
      .map((id) => relative(root, id)),
  }))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entry, flag] = process.argv.slice(2)
  if (!entry) {
    console.error('usage: node scripts/chunks.mjs <entry, e.g. packages/appkit/dist/react.js> [--modules]')
    process.exit(2)
  }
  const chunks = await entryChunks(entry)
  const sum = (list) => list.reduce((total, chunk) => total + chunk.bytes, 0)
  const first = chunks.filter((chunk) => chunk.firstPaint)
  console.log(
    `first paint: ${first.length} chunks, ${sum(first)} B gzip; later: ${sum(chunks) - sum(first)} B`,
  )
  for (const chunk of chunks.sort((a, b) => Number(b.firstPaint) - Number(a.firstPaint))) {
    console.log(`${chunk.firstPaint ? 'page' : 'lazy'} ${String(chunk.bytes).padStart(7)}  ${chunk.fileName}`)
    if (flag === '--modules') for (const id of chunk.modules) console.log(`               ${id}`)
  }
}
