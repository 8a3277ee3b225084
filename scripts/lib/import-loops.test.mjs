// node --test scripts/lib/import-loops.test.mjs
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { findImportLoops, importSpecifiers } from './import-loops.mjs'

const dirs = []
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A workspace in a temporary folder: `files` maps paths to their text. */
function workspace(files) {
  const root = mkdtempSync(join(tmpdir(), 'import-loops-'))
  dirs.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), typeof text === 'string' ? text : JSON.stringify(text))
  }
  return root
}

describe('importSpecifiers', () => {
  it('reads static, type-only, re-export, bare and dynamic imports, across lines', () => {
    const text = [
      "import { a } from './a.js'",
      "import type {\n  B,\n  C,\n} from './b.js'",
      "export { d } from '../d.js'",
      "import './side-effect.js'",
      "const e = await import('./e.js')",
    ].join('\n')
    assert.deepEqual(importSpecifiers(text).sort(), [
      '../d.js',
      './a.js',
      './b.js',
      './e.js',
      './side-effect.js',
    ])
  })
})

describe('findImportLoops', () => {
  it('finds a loop made only of type imports', () => {
    const root = workspace({
      'packages/p/src/a.ts': "import type { B } from './b.js'\nexport type A = B",
      'packages/p/src/b.ts': "import type { A } from './a.js'\nexport type B = A[]",
      'packages/p/src/c.ts': "import type { A } from './a.js'",
    })
    assert.deepEqual(findImportLoops(root, ['packages']), [['packages/p/src/a.ts', 'packages/p/src/b.ts']])
  })

  it('finds a loop through a dynamic import', () => {
    const root = workspace({
      'apps/x/src/lazy.ts': "import { main } from './main.js'",
      'apps/x/src/main.ts': "export const main = () => import('./lazy.js')",
    })
    assert.equal(findImportLoops(root, ['apps']).length, 1)
  })

  it('finds a loop between two packages, through their names and export subpaths', () => {
    const root = workspace({
      'packages/one/package.json': { name: '@w/one', exports: { '.': './dist/index.js' } },
      'packages/one/src/index.ts': "import { two } from '@w/two/extra'\nexport const one = 1",
      'packages/two/package.json': {
        name: '@w/two',
        exports: {
          '.': './dist/index.js',
          './extra': { types: './dist/extra.d.ts', import: './dist/extra.js' },
        },
      },
      'packages/two/src/index.ts': 'export const nothing = 0',
      'packages/two/src/extra.ts': "import { one } from '@w/one'\nexport const two = one",
    })
    assert.deepEqual(findImportLoops(root, ['packages']), [
      ['packages/one/src/index.ts', 'packages/two/src/extra.ts'],
    ])
  })

  it('finds none where arrows flow one way, and ignores packages outside the workspace', () => {
    const root = workspace({
      'packages/p/src/a.ts': "import { b } from './b.js'\nimport { z } from 'zod'",
      'packages/p/src/b.tsx': "import { c } from './c/index.js'",
      'packages/p/src/c/index.ts': 'export const c = 1',
    })
    assert.deepEqual(findImportLoops(root, ['packages']), [])
  })
})

describe('this repository', () => {
  it('has no import loop anywhere: packages, apps and scripts, type imports and lazy ones included', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
    assert.deepEqual(findImportLoops(root), [])
  })
})
