import { createAppKitCore } from '@appkit/controllers'
import { describe, expect, it } from 'vitest'
import { namespaceLabel, namespaceList } from './namespace-names.js'
import { memoryStorage, namedAdapter, network } from './test/stub-adapter.js'

const core = () =>
  createAppKitCore({
    adapters: [namedAdapter('eip155', 'Ethereum (EVM)'), namedAdapter('sui', 'Sui (an adapter)')],
    networks: [network(1)],
    storage: memoryStorage(),
  })

describe('namespace names', () => {
  it('names a namespace as its adapter does', () => {
    expect(namespaceLabel(core(), 'sui')).toBe('Sui (an adapter)')
  })

  it('names a namespace the dapp has no adapter for by its CAIP-2 id', () => {
    expect(namespaceLabel(core(), 'solana')).toBe('solana')
  })

  it('joins several names as one phrase', () => {
    expect(namespaceList(core(), ['eip155', 'sui', 'bip122'])).toBe(
      'Ethereum (EVM), Sui (an adapter), and bip122',
    )
  })
})
