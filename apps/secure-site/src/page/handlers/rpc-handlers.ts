import type { FrameHandlers } from '@appkit/frame/endpoint'
import type { DappInfo } from '../approval/approval-screen.js'
import { runRpcRequest } from '../rpc/run-rpc-request.js'
import type { FrameContext } from './frame-context.js'
import { requireSession } from './session-access.js'

type RpcHandlers = Pick<FrameHandlers, 'RPC_REQUEST' | 'RPC_ABORT'>

/** Who asks, for the approval screen: the dapp's name and icon from SYNC_DAPP_DATA. */
export function dappInfo(ctx: FrameContext, origin: string): DappInfo {
  const metadata = ctx.state.dappData?.metadata
  return { origin, name: metadata?.name, icon: metadata?.icons[0] }
}

/** RPC_REQUEST (rpc/run-rpc-request.ts) with this frame's wallet, chains and approval screen. */
export function rpcHandlers(ctx: FrameContext): RpcHandlers {
  return {
    RPC_REQUEST: (payload, { signal }) =>
      runRpcRequest(
        payload,
        {
          addresses: () => {
            const session = ctx.sessions.read()
            return session && ctx.wallet.addresses(session.userId)
          },
          evmChainId: () => ctx.state.evmChainId,
          solanaChain: () => ctx.state.solanaChain,
          rpc: ctx.rpc,
          withSecret: (use) => ctx.wallet.withSecret(requireSession(ctx), use),
          approve: (request, approvalSignal) => ctx.gate.ask(request, approvalSignal),
        },
        signal,
      ),
    // The endpoint aborts the named (or every) running RPC request's signal itself; a pending
    // approval then ends with 'Request was aborted' and is never signed.
    RPC_ABORT: () => undefined,
  }
}
