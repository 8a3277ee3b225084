import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { FakeAdapter, network } from '../test/fake-adapter.js'
import { namespaceName } from './namespace-name.js'

describe('namespaceName', () => {
  it('is the name the namespace’s adapter gives, and none without an adapter or a name', () => {
    const named = Object.assign(new FakeAdapter('sui'), { info: { name: 'Sui (test)' } })
    const core = createTestCore({ adapters: [new FakeAdapter(), named], networks: [network(1)] })
    expect(namespaceName(core, 'sui')).toBe('Sui (test)')
    expect(namespaceName(core, 'eip155')).toBeUndefined()
    expect(namespaceName(core, 'solana')).toBeUndefined()
  })
})
