import type { statusEn } from './status.en';

export const statusZh: Record<keyof typeof statusEn, string> = {
  success: '操作成功',
  BAD_REQUEST: '请求无效',
  VALIDATION_FAILED: '请检查填写的信息',
  UNAUTHORIZED: '认证失败，无法访问系统资源',
  FORBIDDEN: '当前操作没有权限',
  NOT_FOUND: '访问资源不存在',
  INTERNAL: '系统未知错误，请反馈给管理员',
};
