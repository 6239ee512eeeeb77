import {
  approveAudit,
  buyerContractFile,
  downloadContract,
  signBuyerContract,
  changePassword,
  createAddress,
  deleteAddress,
  getAudit,
  getCustomerCenter,
  getProfile,
  listAddresses,
  listAudits,
  rejectAudit,
  setDefaultAddress,
  submitCompany,
  updateAddress,
  updateProfile,
  uploadFile,
  UploadKind,
  UPLOAD_RULES,
} from '@wm/contracts';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../platform/errors';
import { notFound, route } from '../../platform/http';
import { contentTypeOf, tooLarge } from '../../platform/uploads';
import type { AuthService } from '../auth/auth.service';
import type { AccountService } from './account.service';
import type { CenterService } from './center.service';
import type { ContractService } from './contract.service';

const done = { done: true as const };
const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

export function accountRoutes(app: FastifyInstance, account: AccountService, auth: AuthService, contracts: ContractService, center: CenterService) {
  route(app, getCustomerCenter, ({ user, lang }) => center.center(user, lang));
  route(app, getProfile, ({ user, lang }) => account.profile(user, lang));
  route(app, updateProfile, ({ user, body, lang }) => account.updateProfile(user, body, lang));
  route(app, submitCompany, ({ user, body, lang }) => account.submitCompany(user, body, lang));
  route(app, changePassword, async ({ user, body }) => {
    await auth.changePassword(user, body);
    return done;
  });

  route(app, listAddresses, ({ user, lang }) => account.addresses(user, lang));
  route(app, createAddress, ({ user, body, lang }) => account.createAddress(user, body, lang));
  route(app, updateAddress, ({ user, body, lang }) => account.updateAddress(user, body.addressId, body, lang));
  route(app, deleteAddress, async ({ user, params }) => {
    await account.deleteAddress(user, params.addressId);
    return done;
  });
  route(app, setDefaultAddress, async ({ user, params }) => {
    await account.setDefaultAddress(user, params.customerId, params.addressId);
    return done;
  });

  // multipart/form-data: the `kind` field first, then `file`. The file is read into memory
  // up to the largest limit of any kind; the kind's own limit is checked after.
  route(app, uploadFile, async ({ user, req }) => {
    if (!req.isMultipart()) throw fieldError('file', 'upload.missing');
    let kind: UploadKind | undefined;
    for await (const part of req.parts({ limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 5 } })) {
      if (part.type === 'field' && part.fieldname === 'kind') {
        const parsed = UploadKind.safeParse(part.value);
        if (!parsed.success) throw fieldError('kind', 'upload.kindInvalid');
        kind = parsed.data;
      } else if (part.type === 'file') {
        if (!kind) throw fieldError('kind', 'upload.kindInvalid');
        const data = await part.toBuffer().catch(() => {
          throw tooLarge(kind!);
        });
        if (part.file.truncated) throw tooLarge(kind);
        return account.upload(user, kind, data, part.filename ?? 'file');
      }
    }
    throw fieldError('file', 'upload.missing');
  });

  // Private files, by signed link (see platform/storage.ts).
  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>('/api/v2/files/*', async (req, reply) => {
    const key = req.params['*'];
    const data = await account.readFile(key, Number(req.query.exp), String(req.query.sig ?? ''));
    if (!data) return notFound(req, reply);
    const contentType = contentTypeOf(key);
    return (
      reply
        .header('content-type', contentType)
        .header('cache-control', 'private, max-age=3600')
        // Images are shown in pages; anything else is downloaded, never opened as a page of this site.
        .header('content-disposition', contentType.startsWith('image/') ? 'inline' : `attachment; filename="${key.split('/').pop()}"`)
        // Should a browser still render one, it runs nothing and belongs to no origin.
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
        .send(data)
    );
  });

  route(app, signBuyerContract, ({ user, lang, req }) => contracts.sign(user, lang, { ip: req.ip, userAgent: req.headers['user-agent'] }));
  route(app, buyerContractFile, ({ user }) => contracts.status(user));
  // A file download, not an envelope: access is checked by the contract's route, the body replaced.
  route(app, downloadContract, async ({ user, reply }) => {
    const { data, filename } = await contracts.download(user);
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(data);
    return reply as never;
  });

  route(app, listAudits, ({ query }) => account.auditPage(query.status, query.pageIndex, query.pageSize));
  route(app, getAudit, ({ params, lang }) => account.auditDetail(params.userId, lang));
  route(app, approveAudit, async ({ user, params }) => {
    await account.approve(user, params.userId);
    return done;
  });
  route(app, rejectAudit, async ({ user, params, body }) => {
    await account.reject(user, params.userId, body.reason);
    return done;
  });
}
