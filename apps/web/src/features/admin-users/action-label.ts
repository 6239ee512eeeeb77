/**
 * The label key of a logged action: "POST /api/v2/admin/users/:userId/disable" -> "users_disable".
 * Actions without a label of their own (endpoints added later) are shown as they are logged.
 */
export function actionKey(action: string): string {
  const path = action.replace(/^[A-Z]+ /, '').replace(/^\/api\/v2\/admin\//, '');
  return path
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .join('_')
    .replace(/-/g, '_');
}
