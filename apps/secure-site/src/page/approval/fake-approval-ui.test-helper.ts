import type { ApprovalDecision, ApprovalUi } from './approval-gate.js'
import type { ApprovalRequest } from './approval-request.js'

/** Test-only: an approval screen a test answers with `decide`, recording what was shown and closed. */
export function fakeApprovalUi() {
  const shown: ApprovalRequest[] = []
  let closed = 0
  let answer: ((decision: ApprovalDecision) => void) | undefined
  const ui: ApprovalUi = {
    present(request) {
      shown.push(request)
      return {
        decision: new Promise<ApprovalDecision>((resolve) => (answer = resolve)),
        close: () => {
          closed++
          answer = undefined
        },
      }
    },
  }
  return {
    ui,
    shown,
    closed: () => closed,
    /** Clicks Approve or Reject on the request on screen. */
    decide(decision: ApprovalDecision) {
      if (!answer) throw new Error('No request on screen')
      answer(decision)
    },
    isShowing: () => answer !== undefined,
    /** Waits (real time: the signing code loads with a dynamic import) until a request is on screen. */
    async untilShowing(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs
      while (answer === undefined) {
        if (Date.now() > deadline) throw new Error('No request came on screen')
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    },
  }
}

/** Lets pending promise callbacks run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}
