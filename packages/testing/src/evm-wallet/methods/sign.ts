import { hashTypedData, isHex, type TypedDataDefinition } from 'viem'
import { type MethodHandler, paramList, requireAccount } from '../context.js'
import { InvalidParamsError } from '../errors.js'

/** EIP-712 data as dapps send it (a JSON string, or an object); checked before the user is asked. */
function parseTypedData(value: unknown): TypedDataDefinition {
  let data: unknown = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      throw new InvalidParamsError('typed data is not valid JSON')
    }
  }
  if (typeof data !== 'object' || data === null) throw new InvalidParamsError('typed data must be an object')
  const typed = data as TypedDataDefinition
  try {
    // Hashing runs viem's full validation (types, primary type, domain, values).
    hashTypedData(typed)
  } catch (error) {
    throw new InvalidParamsError(error instanceof Error ? error.message : 'typed data')
  }
  return typed
}

export const signMethods: Record<string, MethodHandler> = {
  async personal_sign(ctx, params) {
    const [message, address] = paramList(params)
    requireAccount(ctx, address)
    if (typeof message !== 'string') throw new InvalidParamsError('message must be a string')
    await ctx.approvals.ask('personal_sign', params)
    // Dapps send the message hex-encoded; a few send plain text, which wallets sign as UTF-8.
    return ctx.account.signMessage({ message: isHex(message) ? { raw: message } : message })
  },

  async eth_signTypedData_v4(ctx, params) {
    const [address, data] = paramList(params)
    requireAccount(ctx, address)
    const typed = parseTypedData(data)
    await ctx.approvals.ask('eth_signTypedData_v4', params)
    return ctx.account.signTypedData(typed)
  },
}
