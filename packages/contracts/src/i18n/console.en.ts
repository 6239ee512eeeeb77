// Messages of the operator console's users, stores and audit log, in every language.
// Kept apart from the main catalogues and spread into them: one place per capability.

export const consoleEn = {
  ACCOUNT_PROTECTED: 'Operator accounts cannot be changed from the console',
  ACCOUNT_INVALID_TRANSITION: 'This account is already {status}',
  MANAGER_BUYERS_ONLY: 'Only a buyer account has a business manager',
  MANAGER_INVALID: 'Choose a business manager from the list',
  STORE_OPEN_INVALID: 'This store cannot be {action}: it is {status}',
  'account.active': 'active',
  'account.disabled': 'disabled',
  'storeState.open': 'open',
  'storeState.closed': 'closed',
  'storeState.notApproved': 'not approved yet',
  'storeAction.close': 'disabled',
  'storeAction.open': 'enabled',
} as const;
