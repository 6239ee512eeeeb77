import { z } from 'zod';
import { PageQuery } from '../common/envelope';

// Platform notices an operator sends from the console: a title and content in the three
// languages, to every buyer, every seller or a list of accounts. Each recipient reads it in
// their messages (/message/index) in their own language.

/** buyers: every buyer account; sellers: every store account; list: the accounts named. */
export const NOTICE_AUDIENCES = ['buyers', 'sellers', 'list'] as const;
export const NoticeAudience = z.enum(NOTICE_AUDIENCES, { error: 'field.invalid' });
export type NoticeAudience = z.infer<typeof NoticeAudience>;

export const NOTICE_RECIPIENTS_MAX = 1000;

const title = z.string({ error: 'notice.titleRequired' }).trim().min(1, { error: 'notice.titleRequired' }).max(100, { error: 'notice.titleRequired' });
const content = z.string({ error: 'notice.contentRequired' }).trim().min(1, { error: 'notice.contentRequired' }).max(5000, { error: 'notice.contentRequired' });

export const NoticeInput = z
  .object({
    title: z.object({ en: title, zh: title, ja: title }, { error: 'notice.titleRequired' }),
    content: z.object({ en: content, zh: content, ja: content }, { error: 'notice.contentRequired' }),
    audience: NoticeAudience,
    /** For a list: customer IDs (C100001), user ids or mobile numbers, one each. */
    recipients: z
      .array(z.string({ error: 'notice.recipientsRequired' }).trim().min(1, { error: 'notice.recipientsRequired' }).max(40, { error: 'notice.recipientsRequired' }), { error: 'notice.recipientsRequired' })
      .max(NOTICE_RECIPIENTS_MAX, { error: 'notice.recipientsRequired' })
      .default([]),
  })
  .refine((v) => v.audience !== 'list' || v.recipients.length > 0, { error: 'notice.recipientsRequired', path: ['recipients'] });
export type NoticeInput = z.infer<typeof NoticeInput>;

const Texts = z.object({ en: z.string(), zh: z.string(), ja: z.string() });

/** A notice as it was sent. */
export const AdminNotice = z.object({
  noticeId: z.number().int(),
  title: Texts,
  content: Texts,
  audience: NoticeAudience,
  /** How many accounts it reached when sent. */
  recipientCount: z.number().int(),
  /** The operator who sent it. */
  sentBy: z.string(),
  sentAt: z.iso.datetime(),
});
export type AdminNotice = z.infer<typeof AdminNotice>;

export const AdminNoticesQuery = PageQuery;
