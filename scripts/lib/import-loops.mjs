// Finds import loops between source files, across packages too: static, type-only and dynamic
// imports all count, since each is an arrow one file draws to another. A workspace package's name
// (and its `exports` subpaths) resolve to its sources, so a loop through two packages is found.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/
const SKIP = new Set(['node_modules', 'dist', '.turbo', 'coverage', 'test-results', 'playwright-report'])

/** Every `from '…'`, bare `import '…'` and `import('…')` of a file's text. */
export function importSpecifiers(text) {
  const found = []
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1])
  return found
}

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path, files)
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(path)
  }
  return files
}

function firstFile(candidates) {
  return candidates.find((path) => existsSync(path) && statSync(path).isFile())
}

/** `./x.js` as written in TypeScript sources: the `.ts`/`.tsx` beside it, or an index. */
function resolveFile(path) {
  const bare = path.replace(/\.(m?js|jsx)$/, '')
  return firstFile([
    path,
    `${bare}.ts`,
    `${bare}.tsx`,
    `${bare}.mts`,
    join(path, 'index.ts'),
    join(path, 'index.tsx'),
  ])
}

/** A package's export target (`./dist/x.js`) as the source it is built from (`./src/x.ts`). */
function exportTarget(entry) {
  if (typeof entry === 'string') return entry
  if (entry && typeof entry === 'object') return exportTarget(entry.import ?? entry.default ?? entry.types)
  return undefined
}

function workspacePackages(root, roots) {
  const packages = new Map()
  for (const top of roots) {
    const base = join(root, top)
    if (!existsSync(base)) continue
    const visit = (dir, depth) => {
      const manifest = join(dir, 'package.json')
      if (existsSync(manifest)) {
        const pkg = JSON.parse(readFileSync(manifest, 'utf8'))
        if (pkg.name) packages.set(pkg.name, { dir, exports: pkg.exports })
      }
      if (depth === 0) return
      for (const name of readdirSync(dir)) {
        const child = join(dir, name)
        if (!SKIP.has(name) && statSync(child).isDirectory()) visit(child, depth - 1)
      }
    }
    visit(base, 2)
  }
  return packages
}

function resolvePackage(packages, specifier) {
  const scoped = specifier.startsWith('@')
  const parts = specifier.split('/')
  const name = parts.slice(0, scoped ? 2 : 1).join('/')
  const pkg = packages.get(name)
  if (!pkg) return undefined
  const sub = parts.slice(scoped ? 2 : 1).join('/')
  const key = sub ? `./${sub}` : '.'
  const target = exportTarget(pkg.exports?.[key] ?? (key === '.' ? pkg.exports : undefined))
  const source = (target ?? './src/index.ts').replace(/^\.\/dist\//, './src/')
  return resolveFile(join(pkg.dir, source))
}

/** The loops of the sources under `roots` (folders of `root`), each as its files, relative. */
export function findImportLoops(root, roots = ['packages', 'apps', 'scripts']) {
  const packages = workspacePackages(root, roots)
  const files = roots.filter((top) => existsSync(join(root, top))).flatMap((top) => walk(join(root, top)))
  const edges = new Map()
  for (const file of files) {
    const targets = new Set()
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const target = specifier.startsWith('.')
        ? resolveFile(resolve(dirname(file), specifier))
        : resolvePackage(packages, specifier)
      if (target) targets.add(target)
    }
    edges.set(file, targets)
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1 || edges.get(group[0])?.has(group[0]))
    .map((group) => group.map((file) => relative(root, file)).sort())
}

/** Tarjan's strongly connected components, without recursion (deep graphs). */
function stronglyConnected(edges) {
  let next = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const groups = []
  for (const start of edges.keys()) {
    if (index.has(start)) continue
    const work = [[start, [...(edges.get(start) ?? [])], 0]]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const [node, targets] = frame
      if (frame[2] < targets.length) {
        const target = targets[frame[2]++]
        if (!edges.has(target)) continue
        if (!index.has(target)) {
          index.set(target, next)
          low.set(target, next++)
          stack.push(target)
          onStack.add(target)
          work.push([target, [...(edges.get(target) ?? [])], 0])
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
        continue
      }
      work.pop()
      if (work.length > 0) {
        const parent = work[work.length - 1][0]
        low.set(parent, Math.min(low.get(parent), low.get(node)))
      }
      if (low.get(node) === index.get(node)) {
        const group = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          group.push(member)
        } while (member !== node)
        groups.push(group)
      }
    }
  }
  return groups
}
