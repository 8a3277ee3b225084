import { describe, expect, it } from 'vitest'
import { approvePage } from './approve-page.js'

describe('approvePage', () => {
  it('says the device is approved and what to do next', () => {
    const page = approvePage(true)
    expect(page).toContain('<title>Device approved</title>')
    expect(page).toContain('<h1>Device approved</h1>')
    expect(page).toContain('go back to the device you are logging in on')
  })

  it('says a bad link does not work and how to get a new one', () => {
    const page = approvePage(false)
    expect(page).toContain('<h1>This link does not work</h1>')
    expect(page).toContain('Start the login again')
    expect(page).not.toContain('Device approved')
  })
})
