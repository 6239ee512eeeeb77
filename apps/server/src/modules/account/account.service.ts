import {
  MAX_ADDRESSES,
  isPhoneCountry,
  normalizeRegistration,
  registrationTexts,
  toE164,
  type Address,
  type AddressBody,
  type AuditStatus,
  type CompanyInfoBody,
  type FileRef,
  type Language,
  type Profile,
  type UpdateProfileBody,
  type UploadKind,
} from '@wm/contracts';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../platform/errors';
import { loadSharp } from '../../platform/lazy-modules';
import { newFileKey, ownerOf, thumbnailKey, type FileSigner, type Storage } from '../../platform/storage';
import { prepareUpload } from '../../platform/uploads';
import type { AuthService, AuthUser } from '../auth/auth.service';
import type { MessagesService } from '../messages/messages.service';
import type { UserRow } from '../auth/auth.repository';
import type { RegionsService } from '../regions/regions.service';
import { accountRepository as repo, type AddressRow, type CompanyRow } from './account.repository';

/** An approved demo buyer's company (seedApprovedCompany): a US company, as its EIN says. */
export interface DemoCompany {
  name: string;
  /** A US state's code in the region tree. */
  state: string;
  address: string;
  tel: string;
  ein: string;
  scope: string;
  colour: string;
}

/** A demo document's picture: its text on a coloured card (PNG). */
async function demoPicture(text: string, colour: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560"><rect width="100%" height="100%" fill="${colour}"/><rect x="40" y="40" width="720" height="480" fill="none" stroke="#fff" stroke-width="6"/><text x="400" y="300" font-family="sans-serif" font-size="44" fill="#fff" text-anchor="middle">${text}</text></svg>`,
    ),
  )
    .png()
    .toBuffer();
}

/** The demo's buyer under review (seedDemoApplication). */
const LOPEZ_HOME_SUPPLY: DemoCompany = {
  name: 'Lopez Home Supply LLC',
  state: 'TX',
  address: '2100 S Congress Ave, Austin',
  tel: '+15124990142',
  ein: '74-2156790',
  scope: 'Online retail of home furnishings and garden goods on Amazon and Wayfair',
  colour: '#35607f',
};

const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && ((err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505');

export function createAccountService(deps: { database: Database; auth: AuthService; regions: RegionsService; storage: Storage; signer: FileSigner; messages: MessagesService }) {
  const { db } = deps.database;
  const { storage, signer } = deps;

  const fileRef = (key: string): FileRef => ({
    key,
    url: signer.url(key),
    thumbnailUrl: /\.(jpg|png)$/.test(key) ? signer.url(thumbnailKey(key)) : null,
  });

  /** A file key in a form must be one this user uploaded (and that still exists). */
  async function ownFile(user: { id: number }, key: string, field: string) {
    if (ownerOf(key) !== user.id || !(await storage.exists(key))) throw fieldError(field, 'FILE_INVALID');
  }

  async function buildProfile(user: UserRow, lang: Language): Promise<Profile> {
    const [details, company] = await Promise.all([repo.findProfile(db, user.id), repo.findCompany(db, user.id)]);
    const regionIds = [details?.regionId, company?.companyAreaId].filter((id): id is number => typeof id === 'number');
    const names = await deps.regions.paths(regionIds, lang);
    return {
      customerid: user.customerNo,
      buyerId: user.customerNo,
      realName: user.realName,
      mobile: user.mobile,
      email: user.email,
      pendingEmail: user.pendingEmail,
      avatar: user.avatar ? fileRef(user.avatar) : null,
      gender: (details?.gender ?? 0) as 0 | 1 | 2,
      regionId: details?.regionId ?? null,
      regionName: details?.regionId ? (names.get(details.regionId)?.text ?? null) : null,
      intro: details?.intro ?? '',
      registeredAt: user.createdAt.toISOString(),
      auditStatus: user.auditStatus as AuditStatus,
      auditRemark: user.auditStatus === 1 ? (company?.rejectReason ?? null) : null,
      businessManager: details?.managerName ? { name: details.managerName, phone: details.managerPhone ?? '', email: details.managerEmail ?? '' } : null,
      company: company ? companyView(company, names.get(company.companyAreaId)?.text ?? '') : null,
    };
  }

  const companyView = (c: CompanyRow, areaName: string) => ({
    company: c.company,
    companyTel: c.companyTel,
    companyCountry: c.companyCountry,
    companyAreaId: c.companyAreaId,
    companyAreaName: areaName,
    companyPhoto: fileRef(c.companyPhoto),
    creditCode: c.creditCode,
    companyScope: c.companyScope,
    companyAddress: c.companyAddress,
    businessLicence: fileRef(c.businessLicence),
    submittedAt: c.submittedAt.toISOString(),
  });

  async function freshUser(userId: number) {
    const user = await deps.auth.findUser(db, userId);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  async function addressViews(rows: AddressRow[], user: { customerNo: string }, lang: Language): Promise<Address[]> {
    const names = await deps.regions.describe(rows.flatMap((r) => [r.countryId, r.stateId, ...(r.cityId ? [r.cityId] : [])]), lang);
    return rows.map((r) => ({
      addressId: r.id,
      customerId: user.customerNo,
      receiver: r.receiver,
      mobile: r.mobile,
      email: r.email,
      countryId: r.countryId,
      countryName: names.get(r.countryId)?.name ?? '',
      stateId: r.stateId,
      stateName: names.get(r.stateId)?.name ?? '',
      cityId: r.cityId,
      cityName: r.cityId ? (names.get(r.cityId)?.name ?? null) : null,
      zipCode: r.zipCode,
      address: r.address,
      isDefault: r.isDefault,
    }));
  }

  /** The region chain must be real; the phone is read in the address's country and kept in E.164. */
  async function checkAddress(body: AddressBody): Promise<AddressBody> {
    if (!(await deps.regions.isChain(body.countryId, body.stateId, body.cityId))) throw fieldError('stateId', 'REGION_INVALID');
    const country = (await deps.regions.paths([body.countryId], 'en')).get(body.countryId)?.countryCode;
    const mobile = toE164(body.mobile, country && isPhoneCountry(country) ? country : undefined, 'phone');
    if (!mobile) throw fieldError('mobile', 'phone.invalid');
    return { ...body, mobile };
  }

  const addressValues = (body: AddressBody) => ({
    receiver: body.receiver,
    mobile: body.mobile,
    email: body.email ?? null,
    countryId: body.countryId,
    stateId: body.stateId,
    cityId: body.cityId ?? null,
    zipCode: body.zipCode,
    address: body.address,
  });

  return {
    profile: async (user: AuthUser, lang: Language) => buildProfile(await freshUser(user.id), lang),

    async updateProfile(user: AuthUser, body: UpdateProfileBody, lang: Language): Promise<Profile> {
      const avatar = body.avatar === undefined ? user.avatar : body.avatar;
      if (avatar && avatar !== user.avatar) await ownFile(user, avatar, 'avatar');
      if (body.regionId && !(await deps.regions.describe([body.regionId], lang)).has(body.regionId)) throw fieldError('regionId', 'REGION_INVALID');
      // A new email waits for its code (scene 'email') before it is a sign-in name; removing one is at once.
      const email = body.email?.toLowerCase() ?? null;
      const emailChange =
        email === null ? { email: null, pendingEmail: null } : email === user.email?.toLowerCase() ? { pendingEmail: null } : { pendingEmail: email };
      if (email && emailChange.pendingEmail) {
        const owner = await deps.auth.findUserByEmail(email);
        if (owner && owner.id !== user.id) throw fieldError('email', 'EMAIL_REGISTERED');
      }
      try {
        await db.transaction(async (tx) => {
          await deps.auth.updateIdentity(tx, user.id, { realName: body.realName, ...emailChange, avatar });
          await repo.upsertProfile(tx, user.id, { gender: body.gender, regionId: body.regionId ?? null, intro: body.intro });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fieldError('email', 'EMAIL_REGISTERED');
        throw err;
      }
      return buildProfile(await freshUser(user.id), lang);
    },

    /** Company information goes to audit: from 'not submitted' or 'failed' to 'under review'. */
    async submitCompany(user: AuthUser, body: CompanyInfoBody, lang: Language): Promise<Profile> {
      if (user.role === 'operator') throw new AppError('FORBIDDEN');
      await ownFile(user, body.companyPhoto, 'companyPhoto');
      await ownFile(user, body.businessLicence, 'businessLicence');
      const area = (await deps.regions.paths([body.companyAreaId], lang)).get(body.companyAreaId);
      if (!area?.countryCode) throw fieldError('companyAreaId', 'REGION_INVALID');
      const country = body.companyCountry ?? area.countryCode;
      if (area.countryCode !== country) throw fieldError('companyAreaId', 'COMPANY_AREA_COUNTRY');
      const creditCode = normalizeRegistration(country, body.creditCode);
      if (!creditCode) throw fieldError('creditCode', registrationTexts(country).invalid);
      const companyTel = toE164(body.companyTel, isPhoneCountry(country) ? country : undefined, 'phone');
      if (!companyTel) throw fieldError('companyTel', 'phone.invalid');
      await db.transaction(async (tx) => {
        if (!(await deps.auth.moveAuditStatus(tx, user.id, [1, 3], 0))) {
          const now = await deps.auth.findUser(tx, user.id);
          throw new AppError(now?.auditStatus === 2 ? 'AUDIT_ALREADY_APPROVED' : 'AUDIT_IN_PROGRESS');
        }
        await repo.upsertCompany(tx, { userId: user.id, ...body, companyCountry: country, creditCode, companyTel });
        await repo.insertAuditEvent(tx, { userId: user.id, action: 'submit', actorId: user.id });
      });
      return buildProfile(await freshUser(user.id), lang);
    },

    /**
     * Demo mode: a buyer whose company information waits in the operator's audit queue, so a
     * fresh installation shows the audit at work. Does nothing once the buyer has company details.
     */
    async seedDemoApplication(userId: number) {
      await this.seedCompany(userId, 0, LOPEZ_HOME_SUPPLY, []);
    },

    /**
     * Demo mode: the company information an approved buyer was approved on (the demo buyer and the
     * sales history's customers), submitted and then approved by `operatorId`: the account center,
     * the console and the receipts show it. Does nothing once the buyer has company details.
     */
    async seedApprovedCompany(userId: number, operatorId: number, company: DemoCompany) {
      await this.seedCompany(userId, 2, company, [{ action: 'approve', actorId: operatorId }]);
    },

    /**
     * A demo buyer's company information with its office photo and business licence, submitted by
     * the buyer and followed by `after` (the operator's decisions), for a buyer in `auditStatus`
     * that has no company details yet; otherwise nothing.
     */
    async seedCompany(userId: number, auditStatus: number, company: DemoCompany, after: { action: 'approve'; actorId: number }[]) {
      if (await repo.findCompany(db, userId)) return;
      const user = await deps.auth.findUser(db, userId);
      if (!user || user.auditStatus !== auditStatus) return;
      const state = (await deps.regions.usTree('en')).find((s) => s.code === company.state);
      if (!state) return;
      const owner = { ...user, sessionId: 'seed' } as AuthUser;
      const photo = await this.upload(owner, 'companyPhoto', await demoPicture(`${company.name.replace(/ (LLC|Inc\.)$/, '')} - Office`, company.colour), 'office.png');
      const licence = await this.upload(owner, 'businessLicence', await demoPicture(`IRS EIN ${company.ein}`, '#7a5c2e'), 'licence.png');
      await db.transaction(async (tx) => {
        await repo.upsertCompany(tx, {
          userId,
          company: company.name,
          companyTel: company.tel,
          companyCountry: 'US',
          companyAreaId: state.regionId,
          companyPhoto: photo.key,
          creditCode: company.ein,
          companyScope: company.scope,
          companyAddress: company.address,
          businessLicence: licence.key,
        });
        await repo.insertAuditEvent(tx, { userId, action: 'submit', actorId: userId });
        for (const event of after) await repo.insertAuditEvent(tx, { userId, ...event });
      });
    },

    async upload(user: AuthUser, kind: UploadKind, data: Buffer, name: string) {
      const prepared = await prepareUpload(kind, data);
      const key = newFileKey(user.id, kind, prepared.ext);
      await storage.put(key, prepared.data);
      if (prepared.thumbnail) await storage.put(thumbnailKey(key), prepared.thumbnail);
      return { ...fileRef(key), name: name.slice(0, 200), size: prepared.data.length, contentType: prepared.contentType };
    },

    async readFile(key: string, exp: number, sig: string) {
      if (!signer.verify(key, exp, sig)) return null;
      return storage.get(key);
    },

    async addresses(user: AuthUser, lang: Language) {
      return addressViews(await repo.listAddresses(db, user.id), user, lang);
    },

    async createAddress(user: AuthUser, body: AddressBody, lang: Language): Promise<Address> {
      body = await checkAddress(body);
      const row = await db.transaction(async (tx) => {
        await repo.lockCustomer(tx, user.id);
        const existing = await repo.countAddresses(tx, user.id);
        if (existing >= MAX_ADDRESSES) throw new AppError('ADDRESS_LIMIT', { max: MAX_ADDRESSES });
        const isDefault = body.isDefault || existing === 0;
        if (isDefault) await repo.clearDefault(tx, user.id);
        return repo.insertAddress(tx, { userId: user.id, ...addressValues(body), isDefault });
      });
      return (await addressViews([row], user, lang))[0]!;
    },

    async updateAddress(user: AuthUser, addressId: number, body: AddressBody, lang: Language): Promise<Address> {
      body = await checkAddress(body);
      const row = await db.transaction(async (tx) => {
        await repo.lockCustomer(tx, user.id);
        const current = await repo.findOwnedAddress(tx, user.id, addressId);
        if (!current) throw new AppError('NOT_FOUND');
        if (body.isDefault && !current.isDefault) await repo.clearDefault(tx, user.id);
        // Unticking "default" on the default address leaves the customer without one; that is allowed.
        return (await repo.updateOwnedAddress(tx, user.id, addressId, { ...addressValues(body), isDefault: body.isDefault }))!;
      });
      return (await addressViews([row], user, lang))[0]!;
    },

    async deleteAddress(user: AuthUser, addressId: number) {
      if (!(await repo.deleteOwnedAddress(db, user.id, addressId))) throw new AppError('NOT_FOUND');
    },

    async setDefaultAddress(user: AuthUser, customerId: string, addressId: number) {
      if (customerId !== user.customerNo) throw new AppError('NOT_FOUND');
      await db.transaction(async (tx) => {
        await repo.lockCustomer(tx, user.id);
        if (!(await repo.findOwnedAddress(tx, user.id, addressId))) throw new AppError('NOT_FOUND');
        await repo.clearDefault(tx, user.id);
        await repo.updateOwnedAddress(tx, user.id, addressId, { isDefault: true });
      });
    },

    async auditPage(status: AuditStatus, pageIndex: number, pageSize: number) {
      const { list, total } = await repo.pageAudits(db, status, pageIndex, pageSize);
      return {
        list: list.map(({ user, company }) => ({
          userId: user.id,
          customerid: user.customerNo,
          realName: user.realName,
          mobile: user.mobile,
          company: company.company,
          companyCountry: company.companyCountry,
          creditCode: company.creditCode,
          auditStatus: user.auditStatus as AuditStatus,
          submittedAt: company.submittedAt.toISOString(),
        })),
        total,
        pageIndex,
        pageSize,
      };
    },

    async auditDetail(userId: number, lang: Language) {
      const user = await freshUser(userId);
      const history = await repo.auditHistory(db, userId);
      return {
        userId,
        profile: await buildProfile(user, lang),
        history: history.map((h) => ({ action: h.action, reason: h.reason, at: h.at.toISOString(), by: h.by || h.byMobile })),
      };
    },

    async approve(operator: AuthUser, userId: number) {
      await db.transaction(async (tx) => {
        if (!(await deps.auth.moveAuditStatus(tx, userId, [0], 2))) throw new AppError('AUDIT_NOT_PENDING');
        await repo.setRejectReason(tx, userId, null);
        await repo.insertAuditEvent(tx, { userId, action: 'approve', actorId: operator.id });
        await deps.messages.event(tx, userId, 'auditApproved', {});
      });
    },

    async reject(operator: AuthUser, userId: number, reason: string) {
      await db.transaction(async (tx) => {
        if (!(await deps.auth.moveAuditStatus(tx, userId, [0], 1))) throw new AppError('AUDIT_NOT_PENDING');
        await repo.setRejectReason(tx, userId, reason);
        await repo.insertAuditEvent(tx, { userId, action: 'reject', reason, actorId: operator.id });
        await deps.messages.event(tx, userId, 'auditRejected', { reason });
      });
    },

    /** A buyer's company name and documents' facts, and its business manager, for the console. */
    async consoleFacts(userId: number) {
      const [details, company] = await Promise.all([repo.findProfile(db, userId), repo.findCompany(db, userId)]);
      return {
        company: company ? { company: company.company, companyCountry: company.companyCountry, creditCode: company.creditCode, rejectReason: company.rejectReason } : null,
        businessManager: details?.managerName ? { userId: details.managerUserId, name: details.managerName, phone: details.managerPhone ?? '', email: details.managerEmail ?? '' } : null,
      };
    },

    /** Gives a buyer a business manager: their contact, as it is now, is what buyer central shows. */
    assignManager: (userId: number, manager: { userId: number; name: string; phone: string; email: string }) => repo.setManager(db, userId, manager),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
