import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_NAME_ZONE,
  accountNameLabel,
  isValidAccountNameLabel,
  toAccountName,
} from './account-name.js'

describe('isValidAccountNameLabel', () => {
  it('accepts letters, digits and hyphens, four or more', () => {
    for (const label of ['alice', 'ab12', 'my-name', 'A1-b', '1234', '----']) {
      expect(isValidAccountNameLabel(label), label).toBe(true)
    }
  })

  it('refuses fewer than four characters', () => {
    for (const label of ['', 'a', 'ab', 'abc']) expect(isValidAccountNameLabel(label), label).toBe(false)
  })

  it('refuses dots, spaces, underscores and other symbols', () => {
    for (const label of ['ali.ce', 'ali ce', 'ali_ce', 'alice!', 'al@ce', 'alice\n', ' alice']) {
      expect(isValidAccountNameLabel(label), JSON.stringify(label)).toBe(false)
    }
  })

  it('refuses look-alike letters of other scripts (a homograph attack)', () => {
    // Cyrillic "а" (U+0430) looks like Latin "a".
    expect(isValidAccountNameLabel('\u0430lice')).toBe(false)
    expect(isValidAccountNameLabel('ålice')).toBe(false)
  })
})

describe('toAccountName and accountNameLabel', () => {
  it('puts a label in the zone, lowercase', () => {
    expect(toAccountName('Alice-1')).toBe('alice-1.reown.id')
    expect(ACCOUNT_NAME_ZONE).toBe('reown.id')
  })

  it('reads the label of a name in the zone or the legacy zone, and of no other', () => {
    expect(accountNameLabel('Alice.Reown.ID')).toBe('alice')
    expect(accountNameLabel('bob.wcn.id')).toBe('bob')
    expect(accountNameLabel('bob.lab.id')).toBeUndefined()
    expect(accountNameLabel('vitalik.eth')).toBeUndefined()
  })
})
