/** Addresses of the runtime's builtin programs, named once for every module that checks or uses them. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
