import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BITCOIN_ERROR_MESSAGES } from './error-messages.js'

const doc = readFileSync(new URL('../../../../docs/errors.md', import.meta.url), 'utf8')

// BITCOIN_ERROR_MESSAGES has every Bitcoin code (the compiler checks it): each is documented too.

describe('docs/errors.md', () => {
  it.each(Object.keys(BITCOIN_ERROR_MESSAGES))('has a section on %s, where its docsPath points', (code) => {
    expect(doc).toContain(`\n### ${code}\n`)
  })
})
