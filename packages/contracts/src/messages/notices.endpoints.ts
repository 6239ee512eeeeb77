import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import { AdminNotice, AdminNoticesQuery, NoticeInput } from './notice.schema';

const tags = ['admin', 'messages'];

export const sendNotice = endpoint({
  method: 'POST', path: '/api/v2/admin/notices', access: 'operator', tags, successMessage: 'notice.sent',
  summary: "Send a platform notice (title and content in English, Chinese and Japanese) to every buyer, every seller or a list of accounts; it lands in each recipient's messages",
  body: NoticeInput, response: AdminNotice,
});
export const adminNotices = endpoint({
  method: 'GET', path: '/api/v2/admin/notices', access: 'operator', tags,
  summary: 'The notices sent, newest first', query: AdminNoticesQuery, response: page(AdminNotice),
});
