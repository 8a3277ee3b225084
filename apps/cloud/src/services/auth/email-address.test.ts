import { describe, expect, it } from 'vitest'
import { AuthError } from './auth-error.js'
import { isValidEmail, normalizeEmail } from './email-address.js'

describe('normalizeEmail', () => {
  it('trims and lowercases a valid address', () => {
    expect(normalizeEmail('  Ada.Lovelace+lab@Example.CO.uk ')).toBe('ada.lovelace+lab@example.co.uk')
  })

  it('throws INVALID_EMAIL with spec §5’s message otherwise', () => {
    expect(() => normalizeEmail('ada')).toThrow(
      new AuthError('INVALID_EMAIL', 'Please enter a valid email address.'),
    )
  })
})

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last@sub.example.org', "o'brien@example.ie", 'x_y-z@a-b.example'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true)
    },
  )

  it.each([
    '',
    'plain',
    '@example.com',
    'ada@',
    'ada@example',
    'ada@@example.com',
    'ada@example.c',
    'ada@example.123',
    'ada@-example.com',
    'ada@example-.com',
    'ada@exa mple.com',
    '.ada@example.com',
    'ada.@example.com',
    'a..da@example.com',
    '"ada"@example.com',
    'ada@[127.0.0.1]',
    `${'a'.repeat(65)}@example.com`,
    `ada@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`,
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })
})
