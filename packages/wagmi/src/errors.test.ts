import { AppKitError } from '@appkit/common'
import { describe, expect, it } from 'vitest'
import { WagmiEstimateGasError, WagmiSignMessageError } from './errors.js'

describe('the wagmi bridge errors (spec §8)', () => {
  it.each([
    [new WagmiSignMessageError(), 'WagmiAdapter:signMessage - Sign message failed', 'WAGMI_SIGN_MESSAGE'],
    [new WagmiEstimateGasError(), 'WagmiAdapter:estimateGas - error estimating gas', 'WAGMI_ESTIMATE_GAS'],
  ])('%s says its spec message with its code', (error, message, code) => {
    expect(error).toBeInstanceOf(AppKitError)
    expect(error).toMatchObject({ message, shortMessage: message, code })
  })

  it('keeps the wallet’s error as its cause and its text as details', () => {
    const cause = new Error('execution reverted')
    expect(new WagmiEstimateGasError({ cause, details: cause.message })).toMatchObject({
      cause,
      details: 'execution reverted',
    })
  })
})
