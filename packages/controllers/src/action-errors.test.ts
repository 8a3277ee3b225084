import {
  AuthConnectorNotFoundError,
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  type EmailThrottledError,
  type FailedToDisconnectError,
  type InvalidEmailError,
  NoNetworksError,
  type OriginNotAllowedError,
  SendInProgressError,
  type UserRejectedRequestError,
} from '@appkit/common'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { FetchActivityErrorType } from './account/fetch-activity.js'
import type { FetchTokenBalancesErrorType } from './account/fetch-token-balances.js'
import type { CreateAppKitCoreErrorType, SendTokensErrorType } from './action-errors.js'
import type { VerifyEmailOtpErrorType } from './auth/finish-email-login.js'
import { type StartEmailLoginErrorType, startEmailLogin } from './auth/start-email-login.js'
import { sendTokens } from './send/send-tokens.js'
import type { ConnectWalletErrorType } from './session/connect-wallet.js'
import type { DisconnectWalletErrorType } from './session/disconnect-wallet.js'
import type { FetchBalanceErrorType } from './session/fetch-balance.js'
import type { ReconnectErrorType } from './session/reconnect.js'
import { type SignMessageErrorType, signMessage } from './session/sign-message.js'
import { type SwitchNetworkErrorType, switchNetwork } from './session/switch-network.js'
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
    expectTypeOf<FetchTokenBalancesErrorType>().toBeNever()
    expectTypeOf<FetchActivityErrorType>().toBeNever()
  })

  it('name the email login’s refusals, which a headless dapp tells apart by class', async () => {
    const core = createTestCore({ networks: [network(1)] })
    expect(await caught(() => startEmailLogin(core, { email: 'alice@lab.test' }))).toBeInstanceOf(
      AuthConnectorNotFoundError,
    )
    expectTypeOf<AuthConnectorNotFoundError>().toExtend<StartEmailLoginErrorType>()
    expectTypeOf<InvalidEmailError>().toExtend<StartEmailLoginErrorType>()
    expectTypeOf<EmailThrottledError>().toExtend<StartEmailLoginErrorType>()
    expectTypeOf<OriginNotAllowedError>().toExtend<StartEmailLoginErrorType>()
    expectTypeOf<UserRejectedRequestError>().toExtend<VerifyEmailOtpErrorType>()
  })
})
