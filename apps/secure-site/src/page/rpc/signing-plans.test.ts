import { describe, expect, it } from 'vitest'
import { SIGNING_METHODS } from './rpc-policy.js'
import { SIGNING_PLANS } from './signing-plans.js'

describe('SIGNING_PLANS', () => {
  it('plans exactly the signing methods the policy sends for approval', () => {
    expect(Object.keys(SIGNING_PLANS).sort()).toEqual([...SIGNING_METHODS].sort())
  })
})
