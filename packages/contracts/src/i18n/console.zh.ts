import type { consoleEn } from './console.en';

export const consoleZh: Record<keyof typeof consoleEn, string> = {
  ACCOUNT_PROTECTED: '运营账号不能在后台修改',
  ACCOUNT_INVALID_TRANSITION: '该账号已经是{status}状态',
  MANAGER_BUYERS_ONLY: '只有采购商账号可以分配业务经理',
  MANAGER_INVALID: '请从列表中选择业务经理',
  STORE_OPEN_INVALID: '该店铺无法{action}：当前为{status}',
  'account.active': '正常',
  'account.disabled': '已停用',
  'storeState.open': '营业中',
  'storeState.closed': '已关闭',
  'storeState.notApproved': '尚未审核通过',
  'storeAction.close': '停用',
  'storeAction.open': '启用',
};
