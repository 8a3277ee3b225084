import { describe, expect, it } from 'vitest'
import {
  NameAccountNotFoundError,
  NameRegistrationError,
  NameResolveError,
  NameSuggestionsError,
} from './name-service-errors.js'

describe('name-service errors', () => {
  it('carry the spec’s exact messages and codes', () => {
    expect(new NameResolveError()).toMatchObject({
      message: 'Error resolving name',
      code: 'NAME_RESOLVE_FAILED',
    })
    expect(new NameSuggestionsError()).toMatchObject({
      message: 'Error fetching name suggestions',
      code: 'NAME_SUGGESTIONS_FAILED',
    })
    expect(new NameAccountNotFoundError()).toMatchObject({
      message: 'Address or auth connector not found',
      code: 'NAME_ACCOUNT_NOT_FOUND',
    })
  })

  it("says the service's reason for a refused registration, else which name failed", () => {
    const cause = new Error('HTTP status code: 409')
    expect(
      new NameRegistrationError('alice.reown.id', { reason: 'Name is already registered', cause }),
    ).toMatchObject({
      message: 'Name is already registered',
      code: 'NAME_REGISTRATION_FAILED',
      accountName: 'alice.reown.id',
      cause,
    })
    expect(new NameRegistrationError('alice.reown.id')).toMatchObject({
      message: 'Error registering name alice.reown.id',
    })
  })
})
