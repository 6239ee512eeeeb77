export const adminKeys = {
  audits: (status: number, pageIndex: number) => ['admin', 'audits', status, pageIndex] as const,
  audit: (userId: number) => ['admin', 'audit', userId] as const,
  withdrawals: (status: string, pageIndex: number) => ['admin', 'withdrawals', status, pageIndex] as const,
};
