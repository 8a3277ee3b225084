import { describe, expect, it } from 'vitest'
import type { ActivityTransaction } from '../types/account-api.js'
import { createActivityState } from './activity.js'
import { frozenTransactions, resetActivity } from './activity-list.js'

describe('the activity list', () => {
  it('starts afresh for another account, and answers asked for before belong to an older generation', () => {
    const state = createActivityState()
    state.transactions = frozenTransactions([{ id: 't' } as unknown as ActivityTransaction])
    Object.assign(state, { next: 'cursor', done: true, pendingPolls: 3 })
    resetActivity(state, '0xabc', 'eip155:1')
    expect(state).toMatchObject({
      address: '0xabc',
      caipNetworkId: 'eip155:1',
      transactions: [],
      next: undefined,
      done: false,
      pendingPolls: 0,
      generation: 1,
    })
  })
})
