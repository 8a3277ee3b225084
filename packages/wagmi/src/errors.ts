import { AppKitError, type AppKitErrorSubclassOptions } from '@appkit/common'

// The wagmi bridge's own failures, with spec §8's exact messages. A user's refusal is not one of
// them: it stays a UserRejectedRequestError, so the modal goes back quietly.

export type WagmiErrorCode = 'WAGMI_SIGN_MESSAGE' | 'WAGMI_ESTIMATE_GAS'

// The bridge's codes join the one union of error codes, as an adapter's do.
declare module '@appkit/common' {
  interface AppKitErrorCodes extends Record<WagmiErrorCode, true> {}
}

/** The wallet could not sign through the wagmi connector (spec §8). */
export class WagmiSignMessageError extends AppKitError<'WAGMI_SIGN_MESSAGE'> {
  override name = 'WagmiSignMessageError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('WagmiAdapter:signMessage - Sign message failed', { ...options, code: 'WAGMI_SIGN_MESSAGE' })
  }
}

/** The fee of a send could not be estimated (spec §8). */
export class WagmiEstimateGasError extends AppKitError<'WAGMI_ESTIMATE_GAS'> {
  override name = 'WagmiEstimateGasError'
  constructor(options?: AppKitErrorSubclassOptions) {
    super('WagmiAdapter:estimateGas - error estimating gas', { ...options, code: 'WAGMI_ESTIMATE_GAS' })
  }
}
