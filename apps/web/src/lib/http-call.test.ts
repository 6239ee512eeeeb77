import { currentUser, getWallet, login, sendVerifyCode } from '@wm/contracts';
import { describe, expectTypeOf, it } from 'vitest';
import { call } from './http';

// The compiler (tsc -p apps/web) is what checks these; the calls are never made.
describe('call typing', () => {
  it('asks for what the endpoint declares and answers its response type', () => {
    const typed = () => {
      expectTypeOf(call(currentUser)).resolves.toHaveProperty('auditStatus');
      expectTypeOf(call(getWallet, { params: { customerid: 'C100001' } })).resolves.toHaveProperty('available');
      // every field of the query has a default or is optional
      expectTypeOf(call(sendVerifyCode, { query: { mobile: '13800000001' } })).resolves.toHaveProperty('resendIn');
      // @ts-expect-error a path with :customerid needs params
      void call(getWallet);
      // @ts-expect-error the body must be the contract's
      void call(login, { body: { account: '13800000001' } });
      // @ts-expect-error an endpoint without a body takes none
      void call(currentUser, { body: { id: 1 } });
    };
    expectTypeOf(typed).toBeFunction();
  });
});
