import { createHash } from 'node:crypto';
import { BUYER_AGREEMENT, BUYER_AGREEMENT_VERSION, registrationTexts, translate, type ContractStatus, type Language } from '@wm/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { PdfBlock, PdfRenderer } from '../../platform/pdf';
import { newFileKey, type FileSigner, type Storage } from '../../platform/storage';
import type { AuthUser } from '../auth/auth.service';
import { accountRepository as repo } from './account.repository';
import type { contractSignatures } from './account.tables';

type Signature = typeof contractSignatures.$inferSelect;

/**
 * The buyer agreement: signing renders the PDF in the signer's language with the company's
 * details, keeps it, and records who signed which version when, from which IP, with the
 * SHA-256 of what was signed (printed in the document too).
 */
export function createContractService(deps: { database: Database; storage: Storage; signer: FileSigner; pdf: PdfRenderer }) {
  const { db } = deps.database;

  const latest = (userId: number) => repo.latestSignature(db, userId);

  const status = (s: Signature | undefined): ContractStatus => ({
    currentVersion: BUYER_AGREEMENT_VERSION,
    signed: s?.version === BUYER_AGREEMENT_VERSION,
    needsSignature: s?.version !== BUYER_AGREEMENT_VERSION,
    version: s?.version ?? null,
    signedAt: s?.signedAt.toISOString() ?? null,
    documentHash: s?.documentHash ?? null,
    fileUrl: s ? deps.signer.url(s.fileKey) : null,
  });

  return {
    status: async (user: AuthUser) => status(await latest(user.id)),

    async sign(user: AuthUser, requested: Language, client: { ip: string; userAgent?: string }): Promise<ContractStatus> {
      const existing = await repo.findSignature(db, user.id, BUYER_AGREEMENT_VERSION);
      if (existing) return status(existing);
      const company = await repo.findCompany(db, user.id);
      if (!company) throw new AppError('CONTRACT_NEEDS_COMPANY');
      const lang = deps.pdf.languageFor(requested);
      const text = BUYER_AGREEMENT[lang];
      const signedAt = new Date();
      const facts = {
        version: BUYER_AGREEMENT_VERSION,
        language: lang,
        text,
        company: { name: company.company, creditCode: company.creditCode, address: company.companyAddress },
        signer: { customerid: user.customerNo, name: user.realName, mobile: user.mobile },
        signedAt: signedAt.toISOString(),
        ip: client.ip,
      };
      const documentHash = createHash('sha256').update(JSON.stringify(facts)).digest('hex');
      const l = text.signatureLabels;
      const blocks: PdfBlock[] = [
        { kind: 'title', text: text.title },
        { kind: 'field', text: l.company, value: company.company },
        // The number is labelled as its country names it (a US company's EIN is no credit code).
        { kind: 'field', text: company.companyCountry === 'CN' ? l.creditCode : translate(lang, registrationTexts(company.companyCountry).label), value: company.creditCode },
        { kind: 'field', text: l.address, value: company.companyAddress },
        { kind: 'text', text: '' },
        { kind: 'text', text: text.intro },
        ...text.clauses.flatMap((c): PdfBlock[] => [
          { kind: 'heading', text: c.heading },
          { kind: 'text', text: c.body },
        ]),
        { kind: 'heading', text: '' },
        { kind: 'field', text: l.signedBy, value: `${user.realName || user.mobile} (${user.customerNo})` },
        { kind: 'field', text: l.signedAt, value: facts.signedAt },
        { kind: 'field', text: l.ip, value: client.ip },
        { kind: 'field', text: l.version, value: BUYER_AGREEMENT_VERSION },
        { kind: 'field', text: l.hash, value: documentHash },
      ];
      const pdf = await deps.pdf.render(lang, { title: text.title, subject: company.company, createdAt: signedAt }, blocks);
      const fileKey = newFileKey(user.id, 'contract', 'pdf');
      await deps.storage.put(fileKey, pdf);
      const row = await repo.insertSignature(db, { userId: user.id, version: BUYER_AGREEMENT_VERSION, language: lang, signedAt, ip: client.ip, userAgent: client.userAgent?.slice(0, 300), documentHash, fileKey });
      // A second click racing the first: the first signature stands.
      return status(row ?? (await latest(user.id)));
    },

    async download(user: AuthUser): Promise<{ data: Buffer; filename: string }> {
      const s = await latest(user.id);
      const data = s ? await deps.storage.get(s.fileKey) : null;
      if (!s || !data) throw new AppError('CONTRACT_NOT_SIGNED');
      return { data, filename: `buyer-agreement-${user.customerNo}-${s.version}.pdf` };
    },
  };
}

export type ContractService = ReturnType<typeof createContractService>;
