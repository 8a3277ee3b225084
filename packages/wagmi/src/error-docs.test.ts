import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { WagmiErrorCode } from './errors.js'

const doc = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8')

// Every code of the bridge: the compiler holds this list to WagmiErrorCode, both ways.
const CODES: Record<WagmiErrorCode, true> = { WAGMI_SIGN_MESSAGE: true, WAGMI_ESTIMATE_GAS: true }

describe('docs/errors.md', () => {
  it.each(Object.keys(CODES))('has a section on %s, where its docsPath points', (code) => {
    expect(doc).toContain(`\n### ${code}\n`)
  })
})
