import { describe, expect, it } from 'vitest'
import {
  InvalidParamsError,
  ProviderRpcError,
  toProviderRpcError,
  UnauthorizedError,
  UnrecognizedChainError,
  UserRejectedRequestError,
} from './errors.js'

describe('provider errors', () => {
  it('carry the EIP-1193 codes and wallet wording', () => {
    expect(new UserRejectedRequestError()).toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(new UnauthorizedError()).toMatchObject({ code: 4100 })
    expect(new UnrecognizedChainError('0x1')).toMatchObject({
      code: 4902,
      message: 'Unrecognized chain ID "0x1". Try adding the chain using wallet_addEthereumChain first.',
    })
    expect(new InvalidParamsError('chainId')).toMatchObject({
      code: -32602,
      message: 'Invalid params: chainId',
    })
  })

  it('keeps provider errors and wraps anything else as -32603', () => {
    const rejected = new UserRejectedRequestError()
    expect(toProviderRpcError(rejected)).toBe(rejected)
    expect(toProviderRpcError(new Error('boom'))).toEqual(new ProviderRpcError(-32603, 'boom'))
  })
})
