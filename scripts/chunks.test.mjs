// node --test scripts/chunks.test.mjs (after `turbo run build`): what the page, the modal and the
// views few visitors open each load, as a dapp's bundler (Vite 8, Rolldown) cuts the React entry.
import assert from 'node:assert/strict'
import { before, test } from 'node:test'
import { entryChunks } from './chunks.mjs'

/** The views that load on their first open (react/src/views/lazy-views.tsx), with their controllers. */
const LAZY = {
  swap: [/react\/dist\/views\/swap\//, /controllers\/dist\/swap\/(load|quote|run)-swap\.js$/],
  onramp: [
    /react\/dist\/views\/onramp\/onramp-view\.js$/,
    /controllers\/dist\/onramp\/(load|buy)-onramp\.js$/,
  ],
  names: [/react\/dist\/views\/names\//, /controllers\/dist\/names\/register-account-name\.js$/],
}
/** The page's chunks today; Rolldown's split of the page's code (rolldown#9963) makes 15. */
const PAGE_CHUNKS = 8

let chunks
before(async () => {
  chunks = await entryChunks('packages/appkit/dist/react.js')
})

const holding = (pattern) => chunks.filter((chunk) => chunk.modules.some((id) => pattern.test(id)))

for (const [feature, patterns] of Object.entries(LAZY)) {
  test(`${feature}: its view and controller load on its first open, neither with the page nor with the modal`, () => {
    const modal = holding(/react\/dist\/modal\/render-modal\.js$/)
    assert.equal(modal.length, 1)
    for (const pattern of patterns) {
      const found = holding(pattern)
      assert.ok(found.length > 0, `${pattern} is in no chunk`)
      for (const chunk of found) {
        assert.equal(chunk.firstPaint, false, `${pattern} loads with the page (${chunk.fileName})`)
        assert.notEqual(chunk, modal[0], `${pattern} loads with the modal`)
      }
    }
  })
}

test("the lazy views leave the page's code in the page's few chunks (Rolldown would split it)", () => {
  const page = chunks.filter((chunk) => chunk.firstPaint)
  assert.ok(
    page.length <= PAGE_CHUNKS,
    `the page loads ${page.length} chunks: ${page.map((chunk) => chunk.fileName).join(', ')}`,
  )
})
