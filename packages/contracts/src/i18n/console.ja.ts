import type { consoleEn } from './console.en';

export const consoleJa: Record<keyof typeof consoleEn, string> = {
  ACCOUNT_PROTECTED: '運営アカウントはコンソールから変更できません',
  ACCOUNT_INVALID_TRANSITION: 'このアカウントはすでに{status}です',
  MANAGER_BUYERS_ONLY: '営業担当を割り当てられるのはバイヤーアカウントのみです',
  MANAGER_INVALID: '一覧から営業担当を選んでください',
  STORE_OPEN_INVALID: 'このストアは{action}できません：現在{status}です',
  'account.active': '有効',
  'account.disabled': '停止中',
  'storeState.open': '営業中',
  'storeState.closed': '閉鎖中',
  'storeState.notApproved': '未承認',
  'storeAction.close': '停止',
  'storeAction.open': '再開',
};
