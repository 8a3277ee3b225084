import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import { type StandardApp, startStandardApp } from '../test-utils/wallet-standard-app.js'
import { registerStandardWallet } from './register-standard-wallet.js'

const wallet = { name: 'Test Wallet' } as Wallet
let apps: StandardApp[] = []
const app = () => {
  const started = startStandardApp()
  apps.push(started)
  return started
}

afterEach(() => {
  for (const started of apps) started.stop()
  apps = []
})

describe('registerStandardWallet', () => {
  it('registers with an app already listening, and with one that announces itself later', () => {
    const early = app()
    const unregister = registerStandardWallet(wallet)
    const late = startStandardApp()
    apps.push(late)
    expect(late.wallets).toEqual([])
    late.announce()
    expect(early.wallets).toEqual([wallet])
    expect(late.wallets).toEqual([wallet])
    unregister()
  })

  it('leaves every app on unregister, and no longer answers apps that announce themselves', () => {
    const early = app()
    const unregister = registerStandardWallet(wallet)
    const late = app()
    late.announce()
    unregister()
    expect([early.wallets, late.wallets]).toEqual([[], []])
    late.announce()
    expect(late.wallets).toEqual([])
    expect(unregister).not.toThrow()
  })
})
