import { describe, expect, it } from 'vitest'
import { toNodeError } from './node-errors.js'
import { toAppKitError } from './to-app-kit-error.js'

describe('node errors (spec §8)', () => {
  it.each([
    ['nonce too low: next nonce 5, tx nonce 3', 'NONCE_TOO_LOW'],
    ['nonce too high', 'NONCE_TOO_HIGH'],
    ['insufficient funds for gas * price + value', 'INSUFFICIENT_FUNDS'],
    ['max fee per gas less than block base fee', 'FEE_CAP_TOO_LOW'],
    ['max fee per gas higher than 2^256-1', 'FEE_CAP_TOO_HIGH'],
    ['intrinsic gas too low', 'INTRINSIC_GAS_TOO_LOW'],
    ['intrinsic gas too high', 'INTRINSIC_GAS_TOO_HIGH'],
    ['execution reverted: ERC20: transfer amount exceeds balance', 'EXECUTION_REVERTED'],
  ])('"%s" is %s, also wrapped and through toAppKitError', (text, code) => {
    expect(toNodeError(new Error(text))?.code).toBe(code)
    expect(toNodeError({ message: 'outer', cause: { code: -32000, message: text } })?.code).toBe(code)
    const error = toAppKitError({ code: -32000, message: text })
    expect(error).toMatchObject({ code, details: text })
  })

  it('anything else is no node error', () => {
    expect(toNodeError(new Error('boom'))).toBeUndefined()
    expect(toNodeError(undefined)).toBeUndefined()
  })
})
