import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../types/account-api.js'
import { createSendState } from './send.js'
import { resetSend, setSendToken } from './send-changes.js'

const token = { symbol: 'ETH', name: 'Ether' } as TokenBalance

describe('the send form’s changes', () => {
  it('a new token clears the fee estimated for the last one', () => {
    const state = createSendState()
    state.fee = { value: 1n, decimals: 18, symbol: 'ETH' }
    setSendToken(state, token)
    expect(state.token).toEqual(token)
    expect(state.fee).toBeUndefined()
  })

  it('reset empties the form', () => {
    const state = createSendState()
    setSendToken(state, token)
    Object.assign(state, { amount: '1', receiverAddress: '0xabc', hash: '0x1', loading: true })
    resetSend(state)
    expect(state).toEqual(createSendState())
  })
})
