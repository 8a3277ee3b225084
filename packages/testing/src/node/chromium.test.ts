import { describe, expect, it } from 'vitest'
import { CHROMIUM_ARGS, chromiumLaunchOptions } from './chromium.js'

describe('chromiumLaunchOptions', () => {
  it("uses CHROMIUM_PATH, else Debian's chromium", () => {
    expect(chromiumLaunchOptions({ CHROMIUM_PATH: '/opt/c' }).executablePath).toBe('/opt/c')
    expect(chromiumLaunchOptions({}).executablePath).toBe('/usr/bin/chromium')
  })

  it('turns off the background networking a closed machine refuses', () => {
    expect(CHROMIUM_ARGS).toContain('--disable-background-networking')
    expect(chromiumLaunchOptions({}).args).toEqual([...CHROMIUM_ARGS])
  })
})
