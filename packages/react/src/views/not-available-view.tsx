import { messages } from '../messages.js'

export function NotAvailableView() {
  return <p className="apk-muted">{messages.notYetAvailable}</p>
}
