import { describe, expect, it } from 'vitest'
import {
  addProposal,
  addRequest,
  addSignIn,
  initialState,
  type PendingProposal,
  type PendingRequest,
  type PendingSignIn,
  removeProposal,
  removeRequest,
  removeSignIn,
  setBusy,
  setSessions,
} from './wallet-state.js'

const state = initialState('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
const proposal = { id: 1, dappName: 'Lab' } as PendingProposal
const request = (id: number, topic: string) => ({ id, topic, method: 'personal_sign' }) as PendingRequest

describe('wallet state', () => {
  it('starts empty, with the relay idle', () => {
    expect(state).toMatchObject({
      status: 'starting',
      relay: 'idle',
      proposals: [],
      signIns: [],
      sessions: [],
    })
  })

  it('queues sign-in requests once each and removes one', () => {
    const signIn = (id: number) => ({ id, dappName: 'Lab' }) as PendingSignIn
    const two = addSignIn(addSignIn(state, signIn(1)), signIn(2))
    expect(addSignIn(two, signIn(1))).toBe(two)
    expect(removeSignIn(two, 1).signIns.map((r) => r.id)).toEqual([2])
  })

  it('adds a proposal once and removes it', () => {
    const once = addProposal(state, proposal)
    expect(addProposal(once, proposal)).toBe(once)
    expect(removeProposal(once, 1).proposals).toEqual([])
  })

  it('queues requests in order and removes one', () => {
    const two = addRequest(addRequest(state, request(1, 't')), request(2, 't'))
    expect(two.requests.map((r) => r.id)).toEqual([1, 2])
    expect(addRequest(two, request(2, 't'))).toBe(two)
    expect(removeRequest(two, 1).requests.map((r) => r.id)).toEqual([2])
  })

  it('drops the requests of a session that ended', () => {
    const queued = addRequest(addRequest(state, request(1, 'gone')), request(2, 'kept'))
    const next = setSessions(queued, [{ topic: 'kept', dappName: 'Lab', dappUrl: '', accounts: [] }])
    expect(next.requests.map((r) => r.id)).toEqual([2])
  })

  it('marks actions busy and done', () => {
    const busy = setBusy(state, 'pair', true)
    expect(busy.busy).toEqual(['pair'])
    expect(setBusy(busy, 'pair', false).busy).toEqual([])
  })
})
