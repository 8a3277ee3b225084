#!/usr/bin/env node
// Size budget: the gzip size of each package entry (what a dapp pays for it, React excluded) and
// of the example app's JavaScript loaded before the first click (React included). Fails when a
// budget in size-budget.json is exceeded. Run after `turbo run build`.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { entryChunks, gzip, root } from './chunks.mjs'

const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'))
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * What one entry costs the page (static: the entry and the chunks it imports itself, as the budgets
 * were set; the chunks those import in turn are not counted, `node scripts/chunks.mjs` shows them)
 * and what waits for an import() (lazy).
 */
async function entrySize(entry) {
  let staticBytes = 0
  let lazyBytes = 0
  for (const chunk of await entryChunks(entry)) {
    if (chunk.direct) staticBytes += chunk.bytes
    else lazyBytes += chunk.bytes
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
