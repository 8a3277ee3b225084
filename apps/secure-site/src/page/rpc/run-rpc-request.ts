import { NotConnectedToEmailError, RequestAbortedError, RpcCallNotAllowedError } from '@appkit/common'
import type { FramePayload } from '@appkit/frame/endpoint'
import type { ApprovalRequest } from '../approval/approval-request.js'
import { parseChain } from '../chain-ids.js'
import type { WalletAddresses } from '../wallet/wallet-secret.js'
import type { JsonRpc } from './json-rpc-client.js'
import { type LocalMethod, routeRpcMethod } from './rpc-policy.js'
import type { SigningContext } from './signing-plan.js'

export interface RpcRequestContext {
  /** The wallet's addresses, when a user is logged in on this device. */
  addresses(): WalletAddresses | undefined
  /** The frame's current EVM and Solana chains (SWITCH_NETWORK, GET_USER). */
  evmChainId(): number
  solanaChain(): `solana:${string}` | undefined
  rpc(caipChainId: string): JsonRpc
  withSecret<T>(use: (secret: Uint8Array) => Promise<T>): Promise<T>
  /** Shows the ApproveTransaction screen; resolves on Approve, rejects on Reject or abort. */
  approve(request: ApprovalRequest, signal: AbortSignal): Promise<void>
}

/**
 * RPC_REQUEST. Spec §6: safe methods run freely (answered here, or by the chain); the signing
 * methods only once the user approved them on this site's own screen; anything else is refused
 * with 'Requested RPC call is not allowed'. Nothing is signed before Approve, or after Reject.
 */
export async function runRpcRequest(
  payload: FramePayload<'RPC_REQUEST'>,
  ctx: RpcRequestContext,
  signal: AbortSignal,
): Promise<unknown> {
  const route = routeRpcMethod(payload.method)
  // A request may name its chain; otherwise the frame's current one of the method's namespace.
  const named = payload.chainId === undefined ? undefined : parseChain(payload.chainId)
  const evmChainId = named?.namespace === 'eip155' ? named.id : ctx.evmChainId()
  const solanaChain = named?.namespace === 'solana' ? named.caip : ctx.solanaChain()

  switch (route.kind) {
    case 'notAllowed':
      throw new RpcCallNotAllowedError({ details: route.reason })
    case 'local':
      return answerLocally(route.method, ctx.addresses(), evmChainId)
    case 'forward':
      // Reads and broadcasts of signed bytes: the chain answers; safe methods are not aborted.
      return ctx.rpc(`eip155:${evmChainId}`)(payload.method, payload.params ?? [])
    case 'approve': {
      const addresses = ctx.addresses()
      if (!addresses) throw new NotConnectedToEmailError()
      const signing: SigningContext = {
        addresses,
        evmChainId,
        solanaChain,
        rpc: ctx.rpc,
        withSecret: ctx.withSecret,
      }
      // The signing code (viem, @solana/kit) loads with the first signing request.
      const { SIGNING_PLANS } = await import('./signing-plans.js')
      const plan = await SIGNING_PLANS[route.method](payload.params, signing)
      await ctx.approve(plan.request, signal)
      if (signal.aborted) throw new RequestAbortedError()
      return plan.run()
    }
  }
}

function answerLocally(
  method: LocalMethod,
  addresses: WalletAddresses | undefined,
  evmChainId: number,
): unknown {
  switch (method) {
    case 'eth_chainId':
      return `0x${evmChainId.toString(16)}`
    case 'eth_accounts':
      return addresses ? [addresses.evmAddress] : []
    case 'eth_requestAccounts':
      if (!addresses) throw new NotConnectedToEmailError()
      return [addresses.evmAddress]
    case 'solana_getAccounts':
      return addresses ? [{ pubkey: addresses.solanaAddress }] : []
    case 'solana_requestAccounts':
      if (!addresses) throw new NotConnectedToEmailError()
      return [{ pubkey: addresses.solanaAddress }]
    case 'wallet_getCapabilities':
      // An EOA without atomic batches, paymasters or sessions: no capabilities on any chain.
      return {}
  }
}
