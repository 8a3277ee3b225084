import { NotConnectedToEmailError, RequestAbortedError, UserRejectedRequestError } from '@appkit/common'
import { recoverMessageAddress } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createApprovalGate } from '../approval/approval-gate.js'
import { fakeApprovalUi, settle } from '../approval/fake-approval-ui.test-helper.js'
import { InvalidRpcParamsError } from '../errors.js'
import type { JsonRpc } from './json-rpc-client.js'
import { type RpcRequestContext, runRpcRequest } from './run-rpc-request.js'
import { testSigning } from './signing-context.test-helper.js'

async function setup(options: { connected?: boolean } = {}) {
  const signing = await testSigning()
  const screen = fakeApprovalUi()
  const gate = createApprovalGate({ ui: screen.ui, show: () => undefined, hide: () => undefined })
  const withSecret = vi.fn(signing.ctx.withSecret) as unknown as typeof signing.ctx.withSecret &
    ReturnType<typeof vi.fn>
  const chain = vi.fn<JsonRpc>(async () => '0x10')
  const rpc = vi.fn((_caip: string) => chain)
  const ctx: RpcRequestContext = {
    addresses: () => (options.connected === false ? undefined : signing.addresses),
    evmChainId: () => 31337,
    solanaChain: () => undefined,
    rpc,
    withSecret,
    approve: (request, signal) => gate.ask(request, signal),
  }
  return { ...signing, screen, ctx, withSecret, rpc, chain }
}
const never = () => new AbortController().signal

describe('runRpcRequest', () => {
  it('answers chain id and accounts locally', async () => {
    const { ctx, addresses, rpc } = await setup()
    expect(await runRpcRequest({ method: 'eth_chainId' }, ctx, never())).toBe('0x7a69')
    expect(await runRpcRequest({ method: 'eth_chainId', chainId: 'eip155:10' }, ctx, never())).toBe('0xa')
    expect(await runRpcRequest({ method: 'eth_accounts' }, ctx, never())).toEqual([addresses.evmAddress])
    expect(await runRpcRequest({ method: 'eth_requestAccounts' }, ctx, never())).toEqual([
      addresses.evmAddress,
    ])
    expect(await runRpcRequest({ method: 'solana_getAccounts' }, ctx, never())).toEqual([
      { pubkey: addresses.solanaAddress },
    ])
    expect(rpc).not.toHaveBeenCalled()
  })

  it('has no accounts when no one is logged in', async () => {
    const { ctx } = await setup({ connected: false })
    expect(await runRpcRequest({ method: 'eth_accounts' }, ctx, never())).toEqual([])
    await expect(runRpcRequest({ method: 'eth_requestAccounts' }, ctx, never())).rejects.toBeInstanceOf(
      NotConnectedToEmailError,
    )
  })

  it('forwards reads to the chain’s JSON-RPC endpoint', async () => {
    const { ctx, rpc, chain, screen } = await setup()
    const params = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest']
    expect(await runRpcRequest({ method: 'eth_getBalance', params }, ctx, never())).toBe('0x10')
    expect(rpc).toHaveBeenCalledWith('eip155:31337')
    expect(chain).toHaveBeenCalledWith('eth_getBalance', params)
    expect(screen.shown).toEqual([])
  })

  it("refuses methods on neither list with 'Requested RPC call is not allowed', asking and signing nothing", async () => {
    const { ctx, rpc, withSecret, screen } = await setup()
    for (const method of ['eth_sign', 'wallet_sendCalls', 'anvil_setBalance', 'debug_traceCall']) {
      await expect(runRpcRequest({ method, params: [] }, ctx, never())).rejects.toThrow(
        'Requested RPC call is not allowed',
      )
    }
    expect(rpc).not.toHaveBeenCalled()
    expect(withSecret).not.toHaveBeenCalled()
    expect(screen.shown).toEqual([])
  })

  it('never signs before Approve, and signs exactly once after it', async () => {
    const { ctx, addresses, withSecret, screen } = await setup()
    const answer = runRpcRequest(
      { method: 'personal_sign', params: ['0x48656c6c6f', addresses.evmAddress] },
      ctx,
      never(),
    )
    await screen.untilShowing()
    expect(screen.shown).toHaveLength(1)
    expect(screen.shown[0]!.fields).toContainEqual({ label: 'Message', value: 'Hello' })
    // However long the user takes, nothing is signed meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(withSecret).not.toHaveBeenCalled()
    screen.decide('approve')
    const signature = (await answer) as `0x${string}`
    expect(withSecret).toHaveBeenCalledOnce()
    expect(await recoverMessageAddress({ message: 'Hello', signature })).toBe(addresses.evmAddress)
  })

  it("never signs after Reject: the answer is 'User rejected the request.'", async () => {
    const { ctx, addresses, withSecret, screen, chain } = await setup()
    const cases = [
      { method: 'personal_sign', params: ['0x00', addresses.evmAddress] },
      { method: 'eth_sendTransaction', params: [{ to: addresses.evmAddress, value: '0x1' }] },
    ]
    for (const payload of cases) {
      const answer = runRpcRequest(payload, ctx, never())
      await screen.untilShowing()
      screen.decide('reject')
      await expect(answer).rejects.toBeInstanceOf(UserRejectedRequestError)
    }
    await settle()
    expect(withSecret).not.toHaveBeenCalled()
    // The chain was read to price the transaction for the screen; nothing was sent.
    expect(chain.mock.calls.map(([method]) => method)).not.toContain('eth_sendRawTransaction')
  })

  it("drops a pending approval on RPC_ABORT with 'Request was aborted', signing nothing", async () => {
    const { ctx, addresses, withSecret, screen } = await setup()
    const controller = new AbortController()
    const answer = runRpcRequest(
      { method: 'personal_sign', params: ['0x00', addresses.evmAddress] },
      ctx,
      controller.signal,
    )
    await screen.untilShowing()
    controller.abort()
    await expect(answer).rejects.toBeInstanceOf(RequestAbortedError)
    expect(screen.isShowing()).toBe(false)
    expect(withSecret).not.toHaveBeenCalled()
  })

  it('refuses bad params and signing requests without a login before asking', async () => {
    const { ctx, screen } = await setup()
    await expect(
      runRpcRequest({ method: 'personal_sign', params: ['hi'] }, ctx, never()),
    ).rejects.toBeInstanceOf(InvalidRpcParamsError)
    const logged = await setup({ connected: false })
    await expect(
      runRpcRequest(
        { method: 'personal_sign', params: ['0x00', logged.addresses.evmAddress] },
        logged.ctx,
        never(),
      ),
    ).rejects.toBeInstanceOf(NotConnectedToEmailError)
    expect(screen.shown).toEqual([])
    expect(logged.screen.shown).toEqual([])
  })
})
