import { describe, expect, it } from 'vitest';
import { accessRedirect, landingPath } from './access';
import { categoryListPath, keywordSearchPath, loginPath, safeReturnPath } from './paths';

const approved = { auditStatus: 2, isStore: false } as const;
const underReview = { auditStatus: 0, isStore: false } as const;
const notSubmitted = { auditStatus: 3, isStore: false } as const;
const store = { auditStatus: 0, isStore: true } as const;

describe('accessRedirect', () => {
  it('lets anyone into public pages', () => {
    expect(accessRedirect('public', null, '/home')).toBeNull();
  });

  it('sends visitors to login, remembering the page', () => {
    expect(accessRedirect('user', null, '/message/index')).toBe('/login/index?mode=1&redirect=%2Fmessage%2Findex');
    expect(accessRedirect('buyer', null, '/wallet/index?tab=1')).toBe('/login/index?mode=1&redirect=%2Fwallet%2Findex%3Ftab%3D1');
  });

  it('sends accounts in audit from buyer pages to account settings', () => {
    expect(accessRedirect('buyer', underReview, '/wallet/index')).toBe('/accountSetting/index');
    expect(accessRedirect('buyer', notSubmitted, '/coupon/index')).toBe('/accountSetting/index');
  });

  it('lets accounts in audit into pages for any signed-in user', () => {
    expect(accessRedirect('user', underReview, '/accountSetting/index')).toBeNull();
  });

  it('lets approved buyers and store users into buyer pages', () => {
    expect(accessRedirect('buyer', approved, '/wallet/index')).toBeNull();
    expect(accessRedirect('buyer', store, '/salesOrderManage/SalesOrderList')).toBeNull();
  });
});

describe('landingPath', () => {
  it('goes to the remembered page or home when approved or a store', () => {
    expect(landingPath(approved, '/wallet/index')).toBe('/wallet/index');
    expect(landingPath(approved, null)).toBe('/home');
    expect(landingPath(store, null)).toBe('/home');
  });

  it('goes to account settings while in audit, whatever was remembered', () => {
    expect(landingPath(underReview, '/wallet/index')).toBe('/accountSetting/index');
  });
});

describe('safeReturnPath', () => {
  it('keeps in-app paths', () => {
    expect(safeReturnPath('/wallet/index?x=1')).toBe('/wallet/index?x=1');
  });

  it('refuses other sites and the login pages', () => {
    for (const value of ['https://evil.test', '//evil.test', '/\\evil.test', 'wallet', '/login', '/login/index?mode=1', '/login?mode=0', '', null]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});

describe('loginPath', () => {
  it('opens the login form', () => {
    expect(loginPath()).toBe('/login/index?mode=1');
  });

  it('does not remember a login page', () => {
    expect(loginPath('/login/forgetPassword')).toBe('/login/index?mode=1');
  });
});

describe('goods list paths', () => {
  it('searches a trimmed keyword with a timestamp', () => {
    expect(keywordSearchPath('  desk lamp ', 1700000000000)).toBe('/classify/list?keyword=desk+lamp&t=1700000000000');
  });

  it('lists a category', () => {
    expect(categoryListPath(34)).toBe('/classify/list?categoryId=34');
  });
});
