import {
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  type FailedToDisconnectError,
  NoNetworksError,
  SendInProgressError,
  type UserRejectedRequestError,
} from '@appkit/common'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type {
  ConnectWalletErrorType,
  CreateAppKitCoreErrorType,
  DisconnectWalletErrorType,
  FetchBalanceErrorType,
  ReconnectErrorType,
  SendTokensErrorType,
  SignMessageErrorType,
  SwitchNetworkErrorType,
} from './action-errors.js'
import { sendTokens } from './send/send-tokens.js'
import { signMessage } from './session/sign-message.js'
import { switchNetwork } from './session/switch-network.js'
import { createTestCore } from './test/core.js'
import { network } from './test/fake-adapter.js'

const caught = (run: () => unknown) =>
  Promise.resolve()
    .then(run)
    .then(
      () => undefined,
      (error: unknown) => error,
    )

describe('the actions’ error types', () => {
  it('name what the action rejects with', async () => {
    const core = createTestCore({ networks: [network(1)] })
    const switched = await caught(() => switchNetwork(core, { network: network(2) }))
    expect(switched).toBeInstanceOf(ChainNotConfiguredError)
    expectTypeOf<ChainNotConfiguredError>().toExtend<SwitchNetworkErrorType>()

    expect(await caught(() => signMessage(core, { message: 'hi' }))).toBeInstanceOf(
      ConnectorNotConnectedError,
    )
    expectTypeOf<ConnectorNotConnectedError>().toExtend<SignMessageErrorType>()

    core.send.loading = true
    expect(await caught(() => sendTokens(core))).toBeInstanceOf(SendInProgressError)
    expectTypeOf<SendInProgressError>().toExtend<SendTokensErrorType>()

    expect(await caught(() => createTestCore({ networks: [] }))).toBeInstanceOf(NoNetworksError)
    expectTypeOf<NoNetworksError>().toExtend<CreateAppKitCoreErrorType>()
  })

  it('tell one failure from another by its literal code', () => {
    expectTypeOf<DisconnectWalletErrorType>().toEqualTypeOf<FailedToDisconnectError>()
    expectTypeOf<ConnectorNotConnectedError>().not.toExtend<DisconnectWalletErrorType>()
    expectTypeOf<UserRejectedRequestError>().toExtend<ConnectWalletErrorType>()
  })

  it('are never for the actions that turn every failure into state', () => {
    expectTypeOf<ReconnectErrorType>().toBeNever()
    expectTypeOf<FetchBalanceErrorType>().toBeNever()
  })
})
