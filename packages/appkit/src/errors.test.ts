import * as blockchainApi from '@appkit/blockchain-api'
import * as common from '@appkit/common'
import { describe, expect, it } from 'vitest'
import * as errors from './errors.js'

describe('appkit/errors', () => {
  it('gives a dapp the very classes the SDK throws, so instanceof holds whatever it imported', () => {
    expect(errors.RequestAbortedError).toBe(common.RequestAbortedError)
    expect(errors.InvalidAddressError).toBe(blockchainApi.InvalidAddressError)
    expect(new blockchainApi.RequestAbortedError()).toBeInstanceOf(errors.RequestAbortedError)
    expect(new errors.UserRejectedRequestError()).toBeInstanceOf(errors.AppKitError)
  })

  it('exports every error class of @appkit/common, with its code and docs path', () => {
    const classes = Object.entries(common).filter(([name]) => /^[A-Z]\w*Error$/.test(name))
    expect(classes.length).toBeGreaterThan(50)
    for (const [name, value] of classes) expect(errors).toHaveProperty(name, value)
    expect(new errors.ChainNotConfiguredError()).toMatchObject({
      code: 'CHAIN_NOT_CONFIGURED',
      docsPath: '/errors#chain_not_configured',
    })
  })

  it('exports sign-in’s errors too', () => {
    expect(new errors.SiwxSessionExpiredError()).toMatchObject({ code: 'SIWX_SESSION_EXPIRED' })
  })
})
