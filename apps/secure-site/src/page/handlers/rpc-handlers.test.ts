import { recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { fakeCloud, fakeFrameContext, LOGIN_CODE } from './fake-frame-context.test-helper.js'
import { loginHandlers } from './login-handlers.js'
import { dappInfo, rpcHandlers } from './rpc-handlers.js'

const context = () => ({ id: 'id', signal: new AbortController().signal })

describe('rpc handlers', () => {
  it('sign with the logged-in wallet after approval, showing the frame meanwhile', async () => {
    const setup = await fakeFrameContext(fakeCloud())
    const login = loginHandlers(setup.ctx)
    await login.CONNECT_EMAIL({ email: 'ada@example.com' }, context())
    await login.CONNECT_OTP({ otp: LOGIN_CODE }, context())
    const { evmAddress } = setup.ctx.wallet.addresses('user-1')!
    const handlers = rpcHandlers(setup.ctx)
    expect(await handlers.RPC_REQUEST({ method: 'eth_accounts' }, context())).toEqual([evmAddress])
    const answer = handlers.RPC_REQUEST(
      { method: 'personal_sign', params: ['0x6869', evmAddress] },
      context(),
    )
    await setup.screen.untilShowing()
    expect(setup.events.shown).toBe(1)
    setup.screen.decide('approve')
    const signature = (await answer) as `0x${string}`
    expect(await recoverMessageAddress({ message: 'hi', signature })).toBe(evmAddress)
    expect(setup.events.hidden).toBe(1)
  })

  it('cannot sign once signed out, even with the device share still here', async () => {
    const setup = await fakeFrameContext(fakeCloud())
    const login = loginHandlers(setup.ctx)
    await login.CONNECT_EMAIL({ email: 'ada@example.com' }, context())
    await login.CONNECT_OTP({ otp: LOGIN_CODE }, context())
    const { evmAddress } = setup.ctx.wallet.addresses('user-1')!
    await login.SIGN_OUT(undefined, context())
    await expect(
      rpcHandlers(setup.ctx).RPC_REQUEST(
        { method: 'personal_sign', params: ['0x6869', evmAddress] },
        context(),
      ),
    ).rejects.toThrow('Not connected to email or social')
    expect(setup.screen.shown).toEqual([])
  })

  it('name the dapp from its synced data, with the verified origin', async () => {
    const { ctx } = await fakeFrameContext(fakeCloud())
    expect(dappInfo(ctx, 'https://app.example')).toEqual({
      origin: 'https://app.example',
      name: undefined,
      icon: undefined,
    })
    ctx.state.dappData = {
      projectId: 'p',
      sdkVersion: 'v',
      sdkType: 't',
      metadata: {
        name: 'Lab',
        description: '',
        url: 'https://app.example',
        icons: ['https://app.example/i.png'],
      },
    }
    expect(dappInfo(ctx, 'https://app.example')).toEqual({
      origin: 'https://app.example',
      name: 'Lab',
      icon: 'https://app.example/i.png',
    })
  })
})
