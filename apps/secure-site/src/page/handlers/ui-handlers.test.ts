import { describe, expect, it } from 'vitest'
import { fakeCloud, fakeFrameContext } from './fake-frame-context.test-helper.js'
import { uiHandlers } from './ui-handlers.js'

const context = { id: 'id', signal: new AbortController().signal }

describe('ui handlers', () => {
  it('apply the theme and keep the dapp data', async () => {
    const { ctx, events } = await fakeFrameContext(fakeCloud())
    const handlers = uiHandlers(ctx)
    handlers.SYNC_THEME({ themeMode: 'dark' }, context)
    expect(events.themes).toEqual([{ themeMode: 'dark' }])
    const dappData = {
      projectId: 'lab',
      sdkVersion: 'html-react-1.0.0',
      sdkType: 'appkit',
      metadata: { name: 'Lab', description: 'd', url: 'http://127.0.0.1:4173', icons: [] },
    }
    handlers.SYNC_DAPP_DATA(dappData, context)
    expect(ctx.state.dappData).toEqual(dappData)
  })

  it('reload after answering', async () => {
    const { ctx, events } = await fakeFrameContext(fakeCloud())
    expect(uiHandlers(ctx).RELOAD(undefined, context)).toBeUndefined()
    expect(events.reloads).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(events.reloads).toBe(1)
  })
})
