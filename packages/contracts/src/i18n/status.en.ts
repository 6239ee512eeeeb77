// The spec's status texts (section 8) and the answer of success: what every page may say, a
// visitor's storefront pages included (the web's first strings carry this file, not the core).
export const statusEn = {
  success: 'Success',
  BAD_REQUEST: 'The request is invalid',
  VALIDATION_FAILED: 'Please check the information you entered',
  UNAUTHORIZED: 'Authentication failed, cannot access system resources',
  FORBIDDEN: 'No permission for this operation',
  NOT_FOUND: 'Resource does not exist',
  INTERNAL: 'Unknown system error, please report to the administrator',
} as const;
