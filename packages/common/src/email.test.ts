import { describe, expect, it } from 'vitest'
import { isEmailAddress } from './email.js'

describe('isEmailAddress', () => {
  it.each(['alice@lab.test', 'a.b+c@mail.example.org', 'x@y.io'])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true)
  })

  it.each([
    '',
    'alice',
    'alice@',
    '@lab.test',
    'alice@lab',
    'alice@@lab.test',
    'al ice@lab.test',
    'alice@lab..test',
    'alice@.lab.test',
    `${'a'.repeat(250)}@b.io`,
    42,
    undefined,
  ])('refuses %s', (value) => {
    expect(isEmailAddress(value)).toBe(false)
  })
})
