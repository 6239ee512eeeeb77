import type { statusEn } from './status.en';

export const statusJa: Record<keyof typeof statusEn, string> = {
  success: '成功しました',
  BAD_REQUEST: 'リクエストが無効です',
  VALIDATION_FAILED: '入力内容をご確認ください',
  UNAUTHORIZED: '認証に失敗しました。システムリソースにアクセスできません',
  FORBIDDEN: 'この操作を行う権限がありません',
  NOT_FOUND: 'リソースが存在しません',
  INTERNAL: '不明なシステムエラーです。管理者にお問い合わせください',
};
