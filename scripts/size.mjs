#!/usr/bin/env node
// Size budget: the gzip size of each package entry (what a dapp pays for it, React excluded) and
// of the example app's JavaScript loaded before the first click (React included). Fails when a
// budget in size-budget.json is exceeded. Run after `turbo run build`.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'))
const gzip = (code) => gzipSync(code, { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** Bundles one entry as a dapp's bundler would, minified, peers external; static part only. */
async function entrySize(entry) {
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
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output)
  const main = chunks.find((c) => c.type === 'chunk' && c.isEntry)
  const staticFiles = new Set([main.fileName, ...main.imports])
  let staticBytes = 0
  let lazyBytes = 0
  for (const chunk of chunks) {
    if (chunk.type !== 'chunk') continue
    if (staticFiles.has(chunk.fileName)) staticBytes += gzip(chunk.code)
    else lazyBytes += gzip(chunk.code)
  }
  return { staticBytes, lazyBytes }
}

/** The example app's entry chunk and everything it imports statically: all that runs before a click. */
function firstClickSize(appDir) {
  const dist = join(root, appDir, 'dist')
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const dep of manifest[key].imports ?? []) visit(dep)
  }
  visit('index.html')
  let bytes = 0
  for (const key of seen) bytes += gzip(readFileSync(join(dist, manifest[key].file)))
  return bytes
}

const rows = []
for (const [name, { entry, limitKb }] of Object.entries(budget.entries)) {
  const { staticBytes, lazyBytes } = await entrySize(entry)
  rows.push({ name, gzip: staticBytes, lazy: lazyBytes, limit: limitKb * 1024 })
}
for (const [name, { app, limitKb }] of Object.entries(budget.apps)) {
  rows.push({ name, gzip: firstClickSize(app), lazy: undefined, limit: limitKb * 1024 })
}

console.log('\nsize budget (gzip)')
console.log(`${'entry'.padEnd(44)} ${'static'.padStart(10)} ${'lazy'.padStart(10)} ${'budget'.padStart(10)}`)
let failed = 0
for (const row of rows) {
  const over = row.gzip > row.limit
  if (over) failed++
  console.log(
    `${row.name.padEnd(44)} ${kb(row.gzip).padStart(10)} ${(row.lazy === undefined ? '' : kb(row.lazy)).padStart(10)} ${kb(row.limit).padStart(10)}${over ? '  ✖ over budget' : ''}`,
  )
}
if (failed > 0) {
  console.error(`\n✖ ${failed} entr${failed === 1 ? 'y is' : 'ies are'} over budget (size-budget.json)`)
  process.exit(1)
}
