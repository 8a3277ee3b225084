/**
 * The people of the dev OpenID Connect provider: picked on its login page, no password (it is the
 * lab's provider, and says so). Each provider name vouches for the same people under the same `sub`:
 * they are still different identities to the cloud, whose users are (issuer, subject).
 */
export interface OidcTestUser {
  /** The `sub` and the login form's value. */
  id: string
  name: string
  email: string
  emailVerified: boolean
}

export const OIDC_TEST_USERS: readonly OidcTestUser[] = [
  { id: 'ada', name: 'Ada Lovelace', email: 'ada@example.com', emailVerified: true },
  { id: 'grace', name: 'Grace Hopper', email: 'grace@example.com', emailVerified: true },
  { id: 'eve', name: 'Eve Unverified', email: 'eve@example.com', emailVerified: false },
]

export function findTestUser(id: string | undefined): OidcTestUser | undefined {
  return OIDC_TEST_USERS.find((user) => user.id === id)
}

/** The claims the provider releases for `openid profile email`. */
export function testUserClaims(user: OidcTestUser) {
  return {
    sub: user.id,
    name: user.name,
    preferred_username: user.id,
    email: user.email,
    email_verified: user.emailVerified,
  }
}
