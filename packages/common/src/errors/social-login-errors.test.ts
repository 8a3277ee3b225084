import { describe, expect, it } from 'vitest'
import {
  AuthProviderNotFoundError,
  PopupBlockedError,
  PopupClosedError,
  SocialConnectionInitError,
} from './social-login-errors.js'

describe('social login errors', () => {
  it('carry the spec’s exact messages and a code', () => {
    expect(new PopupClosedError()).toMatchObject({ message: 'Popup closed', code: 'POPUP_CLOSED' })
    expect(new SocialConnectionInitError()).toMatchObject({
      message: 'Failed to initiate social connection',
      code: 'SOCIAL_CONNECTION_FAILED',
    })
    expect(new AuthProviderNotFoundError()).toMatchObject({
      message: 'Auth provider not found',
      code: 'AUTH_PROVIDER_NOT_FOUND',
    })
    expect(new PopupBlockedError().code).toBe('POPUP_BLOCKED')
  })

  it('keep what caused them', () => {
    const cause = new Error('frame down')
    expect(new SocialConnectionInitError({ cause }).cause).toBe(cause)
  })
})
