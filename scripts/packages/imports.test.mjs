// node --test scripts/packages/imports.test.mjs
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { packageOf, undeclaredImports } from './imports.mjs'

function unpacked(manifest, files) {
  const dir = mkdtempSync(join(tmpdir(), 'imports-test-'))
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

test('a specifier names its package: the scope and name, without the subpath', () => {
  assert.equal(packageOf('viem/chains'), 'viem')
  assert.equal(packageOf('@walletconnect/universal-provider'), '@walletconnect/universal-provider')
  assert.equal(packageOf('@scope/pkg/deep/file.js'), '@scope/pkg')
  assert.equal(packageOf('./local.js'), undefined)
  assert.equal(packageOf('../up.js'), undefined)
  assert.equal(packageOf('https://example.org/x.js'), undefined)
})

test('imports of undeclared packages are reported, once each, with the first file', () => {
  const dir = unpacked(
    { name: '@appkit/x', dependencies: { declared: '1.0.0' }, peerDependencies: { react: '>=18' } },
    {
      'dist/index.js': [
        "import { a } from 'declared'",
        "import { jsx } from 'react/jsx-runtime'",
        "import { readFileSync } from 'node:fs'",
        "import path from 'path'",
        "import { own } from '@appkit/x'",
        "import { local } from './local.js'",
        "import { b } from 'missing'",
        "const lazy = () => import('lazy-missing')",
        "// an example in a comment: import { c } from 'in-a-comment'",
      ].join('\n'),
      'dist/more.js': "import { b } from 'missing'",
      'dist/index.d.ts': '/// <reference types="node" />\nimport type { T } from \'types-only\'',
    },
  )
  const found = undeclaredImports(dir)
  assert.deepEqual(found.map((line) => line.match(/^imports '([^']+)'/)[1]).sort(), [
    '@types/node',
    'lazy-missing',
    'missing',
    'types-only',
  ])
  assert.ok(found.some((line) => line.includes("'lazy-missing' (first in dist/index.js)")))
})

test('a package that declares everything it imports has nothing reported', () => {
  const dir = unpacked(
    { name: 'ok', dependencies: { viem: '2' }, peerDependencies: { react: '>=18' } },
    {
      'dist/index.js': "import 'viem/chains'\nimport 'react'\n",
      'dist/index.d.ts': "export type { Chain } from 'viem'",
    },
  )
  assert.deepEqual(undeclaredImports(dir), [])
})
