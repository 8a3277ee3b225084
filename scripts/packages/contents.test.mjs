import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { test } from 'node:test'
import { contentProblems } from './contents.mjs'

/** An unpacked package made of `files` (path → content). */
function unpacked(files) {
  const dir = mkdtempSync(join(tmpdir(), 'contents-test-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}
const map = (sources, sourceRoot = '') => JSON.stringify({ version: 3, sourceRoot, sources, mappings: '' })

test('a package whose maps point at shipped sources, without tests, has nothing reported', () => {
  const dir = unpacked({
    'package.json': '{}',
    'dist/index.js': '',
    'dist/index.js.map': map(['../src/index.ts']),
    'dist/a/b.d.ts.map': map(['../../src/a/b.ts']),
    'src/index.ts': '',
    'src/a/b.ts': '',
  })
  try {
    assert.deepEqual(contentProblems(dir), [])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('a map to a source left out of the package is reported with the missing path', () => {
  const dir = unpacked({
    'dist/index.js.map': map(['../src/index.ts']),
    'dist/other.js.map': map(['other.ts'], '../lib'),
  })
  try {
    assert.deepEqual(contentProblems(dir).sort(), [
      'dist/index.js.map points at src/index.ts, which is not in the package',
      'dist/other.js.map points at lib/other.ts, which is not in the package',
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('test code is reported wherever it sits, and a broken map is named', () => {
  const dir = unpacked({
    'dist/test/fake-source.js': '',
    'dist/test-utils/arbitraries.d.ts': '',
    'src/client.test.ts': '',
    'src/db/engines.test-helper.ts': '',
    'src/latest-test-accounts.ts': '',
    'dist/broken.js.map': 'not json',
  })
  try {
    assert.deepEqual(contentProblems(dir).sort(), [
      'dist/broken.js.map is not a JSON source map',
      'ships test code: dist/test-utils/arbitraries.d.ts',
      'ships test code: dist/test/fake-source.js',
      'ships test code: src/client.test.ts',
      'ships test code: src/db/engines.test-helper.ts',
    ])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
