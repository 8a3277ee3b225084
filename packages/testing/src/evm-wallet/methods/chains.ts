import { hexToNumber, isHex, numberToHex } from 'viem'
import { type MethodHandler, paramList, type WalletContext } from '../context.js'
import { InvalidParamsError, UnrecognizedChainError } from '../errors.js'

/** A chain id as dapps send it: a hex quantity. */
function parseChainId(value: unknown): number {
  const id = isHex(value) ? hexToNumber(value) : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw new InvalidParamsError(`chainId ${String(value)}`)
  return id
}

function firstObject(params: unknown): Record<string, unknown> {
  const [first] = paramList(params)
  if (typeof first !== 'object' || first === null) throw new InvalidParamsError('expected an object')
  return first as Record<string, unknown>
}

export function switchTo(ctx: WalletContext, id: number): void {
  if (ctx.state.switchChain(id)) ctx.events.emit('chainChanged', numberToHex(id))
}

export const chainMethods: Record<string, MethodHandler> = {
  eth_chainId: async (ctx) => numberToHex(ctx.state.chain().id),

  // No prompt for known chains, like the wallets dapps are tested against most.
  async wallet_switchEthereumChain(ctx, params) {
    const id = parseChainId(firstObject(params).chainId)
    if (!ctx.state.findChain(id)) throw new UnrecognizedChainError(numberToHex(id))
    switchTo(ctx, id)
    return null
  },

  async wallet_addEthereumChain(ctx, params) {
    const chain = firstObject(params)
    const id = parseChainId(chain.chainId)
    const rpcUrl = Array.isArray(chain.rpcUrls) ? chain.rpcUrls[0] : undefined
    if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
      throw new InvalidParamsError('rpcUrls[0] must be an http(s) URL')
    }
    await ctx.approvals.ask('wallet_addEthereumChain', params)
    ctx.state.addChain({ id, rpcUrl, ...(typeof chain.chainName === 'string' && { name: chain.chainName }) })
    switchTo(ctx, id)
    return null
  },
}
