import { describe, expect, it } from 'vitest'
import { connectMethods } from './connect-methods.js'

const all = { email: true, social: true, wallet: true }

describe('connectMethods', () => {
  it('puts email, socials, wallets by default', () => {
    expect(connectMethods(undefined, all)).toEqual(['email', 'social', 'wallet'])
  })

  it('follows the dapp’s order, and adds what it left out in the default order, each once', () => {
    expect(connectMethods(['wallet', 'social', 'email'], all)).toEqual(['wallet', 'social', 'email'])
    expect(connectMethods(['social'], all)).toEqual(['social', 'email', 'wallet'])
    expect(connectMethods(['wallet', 'wallet'], all)).toEqual(['wallet', 'email', 'social'])
  })

  it('shows only the sections offered', () => {
    expect(
      connectMethods(['social', 'wallet', 'email'], { email: false, social: true, wallet: true }),
    ).toEqual(['social', 'wallet'])
  })
})
