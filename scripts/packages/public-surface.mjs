// The public surface of each published package: every name each entry (`exports` subpath) offers,
// read from its sources with the TypeScript checker (re-exports and `export *` followed), grouped
// by entry; an entry's audience is the first line of its source's leading comment. Each package's
// README holds it between the markers below, so a reader sees what each audience gets and how much.
//   node scripts/packages/public-surface.mjs          → fails when a README is out of date
//   node scripts/packages/public-surface.mjs --write  → rewrites the READMEs' sections
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { publicPackages } from './public-packages.mjs'

export const START = '<!-- public-surface:start (node scripts/packages/public-surface.mjs --write) -->'
export const END = '<!-- public-surface:end -->'

const sourceOf = (dir, target) => {
  const path = join(dir, target.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$|\.js$/, '.ts'))
  return [path, path.replace(/\.ts$/, '.tsx')].find((p) => existsSync(p))
}

/** The first sentence of a source's leading `//` comment: whom the entry is for. */
function audienceOf(text) {
  const lines = []
  for (const line of text.split('\n')) {
    const match = /^\s*\/\/\s?(.*)$/.exec(line)
    if (!match) break
    lines.push(match[1].trim())
  }
  const comment = lines.join(' ')
  return /^(.*?[.:])(\s|$)/.exec(comment)?.[1] ?? (comment || undefined)
}

const targetOf = (entry) =>
  typeof entry === 'string' ? entry : (entry?.import ?? entry?.default ?? entry?.types)

/** Each entry of a package: its import path, source file and audience line. */
export function entriesOf(pkg) {
  const exportsMap = pkg.manifest.exports ?? {}
  const map = typeof exportsMap === 'string' ? { '.': exportsMap } : exportsMap
  const entries = []
  for (const [key, value] of Object.entries(map)) {
    const target = targetOf(value)
    if (!target || !/\.(js|d\.ts)$/.test(target) || key.includes('*') || key === './package.json') continue
    const source = sourceOf(pkg.dir, target)
    if (!source) continue
    const specifier = key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`
    entries.push({ specifier, source, audience: audienceOf(readFileSync(source, 'utf8')) })
  }
  return entries
}

/** The names an entry exports, sorted, values and types alike. */
export function exportedNames(sources) {
  const program = ts.createProgram(sources, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    allowJs: false,
    skipLibCheck: true,
    noEmit: true,
  })
  const checker = program.getTypeChecker()
  const names = new Map()
  for (const source of sources) {
    const file = program.getSourceFile(source)
    const symbol = file && checker.getSymbolAtLocation(file)
    names.set(
      source,
      symbol
        ? checker
            .getExportsOfModule(symbol)
            .map((s) => s.name)
            .sort()
        : [],
    )
  }
  return names
}

/** The README section of a package: one line per entry, its audience, its count, its names. */
export function surfaceSection(pkg, names) {
  const entries = entriesOf(pkg)
  const total = entries.reduce((sum, e) => sum + names.get(e.source).length, 0)
  const lines = [
    START,
    `Public surface: ${total} names in ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}.`,
    '',
  ]
  for (const entry of entries) {
    const list = names.get(entry.source)
    lines.push(
      `- \`${entry.specifier}\` (${list.length})${entry.audience ? ` — ${entry.audience.replace(/[.:]$/, '')}` : ''}:`,
    )
    lines.push(`  ${list.map((n) => `\`${n}\``).join(', ')}`)
  }
  lines.push(END)
  return lines.join('\n')
}

function replaced(readme, section) {
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start === -1 || end === -1) return `${readme.trimEnd()}\n\n## Public surface\n\n${section}\n`
  return readme.slice(0, start) + section + readme.slice(end + END.length)
}

/** Every public package's README as it should read, with whether it does. */
export function readmeStates() {
  const packages = publicPackages()
  const sources = packages.flatMap((pkg) => entriesOf(pkg).map((e) => e.source))
  const names = exportedNames(sources)
  return packages.map((pkg) => {
    const path = join(pkg.dir, 'README.md')
    const current = existsSync(path) ? readFileSync(path, 'utf8') : `# ${pkg.name}\n`
    const wanted = replaced(current, surfaceSection(pkg, names))
    return { name: pkg.name, path, current, wanted, upToDate: current === wanted }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const write = process.argv.includes('--write')
  const stale = []
  for (const state of readmeStates()) {
    if (state.upToDate) continue
    if (write) writeFileSync(state.path, state.wanted)
    else stale.push(state.name)
  }
  if (stale.length > 0) {
    console.error(
      `✖ public surface out of date in the README of ${stale.join(', ')}: node scripts/packages/public-surface.mjs --write`,
    )
    process.exit(1)
  }
  console.log(write ? 'READMEs written' : 'every README lists its public surface')
}
