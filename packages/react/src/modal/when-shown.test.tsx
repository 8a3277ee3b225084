// @vitest-environment happy-dom
import { closeModal, openModal } from '@appkit/controllers/modal'
import { render } from '@testing-library/react'
import { useContext, useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../test/render.js'
import { WhenShownContext, whenOpen } from './when-shown.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('whenOpen', () => {
  it('runs at once when the modal is open', () => {
    const core = createTestKit()
    openModal(core)
    const run = vi.fn()
    whenOpen(core.modal, run)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('waits for the next open, then runs once', async () => {
    const core = createTestKit()
    const run = vi.fn()
    whenOpen(core.modal, run)
    core.modal.shake = true
    await settle()
    expect(run).not.toHaveBeenCalled()
    openModal(core)
    await settle()
    closeModal(core)
    await settle()
    openModal(core)
    await settle()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('waiting, runs after the frame that shows the open modal, not in the opening task', async () => {
    const core = createTestKit()
    const run = vi.fn()
    whenOpen(core.modal, run)
    openModal(core)
    await Promise.resolve()
    await Promise.resolve()
    expect(run).not.toHaveBeenCalled()
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    await settle()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('never runs when stopped between the open and its frame', async () => {
    const core = createTestKit()
    const run = vi.fn()
    const stop = whenOpen(core.modal, run)
    openModal(core)
    await Promise.resolve()
    stop()
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)))
    expect(run).not.toHaveBeenCalled()
  })

  it('never runs once stopped', async () => {
    const core = createTestKit()
    const run = vi.fn()
    whenOpen(core.modal, run)()
    openModal(core)
    await settle()
    expect(run).not.toHaveBeenCalled()
  })
})

function View({ run }: { run: () => void }) {
  const whenShown = useContext(WhenShownContext)
  useEffect(() => whenShown(run), [whenShown, run])
  return null
}

describe('WhenShownContext', () => {
  it('outside the modal, a view is shown as it renders', () => {
    const run = vi.fn()
    render(<View run={run} />)
    expect(run).toHaveBeenCalledTimes(1)
  })
})
