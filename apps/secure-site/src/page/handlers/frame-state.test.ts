import { UnsupportedChainError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { createFrameState, switchChain } from './frame-state.js'

describe('the frame state', () => {
  it('starts on the URL’s chain', () => {
    expect(createFrameState(31337)).toMatchObject({
      chainId: 31337,
      evmChainId: 31337,
      solanaChain: undefined,
    })
    expect(createFrameState('solana:LabSvm11111111111111111111111111')).toMatchObject({
      evmChainId: 1,
      solanaChain: 'solana:LabSvm11111111111111111111111111',
    })
  })

  it('keeps the last chain of each namespace when switching between them', () => {
    const state = createFrameState(31337)
    switchChain(state, 'solana:LabSvm11111111111111111111111111')
    expect(state).toMatchObject({ chainId: 'solana:LabSvm11111111111111111111111111', evmChainId: 31337 })
    switchChain(state, 'eip155:31338')
    expect(state).toMatchObject({ chainId: 'eip155:31338', evmChainId: 31338 })
  })

  it('refuses other namespaces and leaves the state as it was', () => {
    const state = createFrameState(1)
    expect(() => switchChain(state, 'bip122:000000000019d6689c085ae165831e93')).toThrow(UnsupportedChainError)
    expect(state.chainId).toBe(1)
  })
})
