/** One line of the approval screen: a label and the value the user judges. */
export interface ApprovalField {
  label: string
  value: string
}

/** What the ApprovalTransaction screen shows for one request: which method, what it does, in detail. */
export interface ApprovalRequest {
  method: string
  /** e.g. 'Sign a message' (messages.ts). */
  action: string
  fields: ApprovalField[]
}
