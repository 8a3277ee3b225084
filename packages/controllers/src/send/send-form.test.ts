import { describe, expect, it } from 'vitest'
import { createTestCore } from '../test/core.js'
import { eth } from '../test/fake-account.js'
import { network } from '../test/fake-adapter.js'
import { chooseSendToken, setSendAmount, setSendReceiver } from './send-form.js'

describe('the send form', () => {
  it('each change drops the stale fee and failure', () => {
    const core = createTestCore({ networks: [network(1)] })
    const stale = () =>
      Object.assign(core.send, { fee: { value: 1n, decimals: 18, symbol: 'ETH' }, errorCode: 'X' })
    stale()
    setSendAmount(core, '1')
    expect(core.send).toMatchObject({ amount: '1', fee: undefined, errorCode: undefined })
    stale()
    setSendReceiver(core, '0xdef')
    expect(core.send).toMatchObject({ receiverAddress: '0xdef', fee: undefined, errorCode: undefined })
    stale()
    chooseSendToken(core, eth('2'))
    expect(core.send).toMatchObject({ token: { symbol: 'ETH' }, fee: undefined, errorCode: undefined })
  })

  it('reads a decimal comma as a point', () => {
    const core = createTestCore({ networks: [network(1)] })
    setSendAmount(core, '0,5')
    expect(core.send.amount).toBe('0.5')
  })
})
