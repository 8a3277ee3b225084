import { describe, expect, it } from 'vitest'
import { broadcastRefusal } from './broadcast-refusal.js'

describe('broadcastRefusal', () => {
  it('reads the node’s reason and code from electrs’ JSON form', () => {
    const error = broadcastRefusal(
      'sendrawtransaction RPC error: {"code":-26,"message":"min relay fee not met, 100 < 141"}',
    )
    expect(error).toMatchObject({ reason: 'min relay fee not met, 100 < 141', nodeCode: -26 })
    expect(error.message).toBe('Transaction rejected: min relay fee not met, 100 < 141')
  })

  it('reads the newer text form', () => {
    expect(
      broadcastRefusal('sendrawtransaction RPC error -25: bad-txns-inputs-missingorspent\n'),
    ).toMatchObject({
      reason: 'bad-txns-inputs-missingorspent',
      nodeCode: -25,
    })
  })

  it('keeps any other text as the reason', () => {
    expect(broadcastRefusal('  Invalid hex  ')).toMatchObject({ reason: 'Invalid hex', nodeCode: undefined })
    expect(broadcastRefusal('sendrawtransaction RPC error: {not json}')).toMatchObject({
      reason: 'sendrawtransaction RPC error: {not json}',
    })
    expect(broadcastRefusal('').reason).toBe('no reason given')
  })
})
