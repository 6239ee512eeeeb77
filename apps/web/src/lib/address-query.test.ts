import { describe, expect, it } from 'vitest';
import { patchQuery } from './address-query';

describe('a change of a page query', () => {
  const now = new URLSearchParams('status=pending&keyword=sofa&page=3');

  it('sets the values given, removes the empty ones and goes back to the first page', () => {
    expect(String(patchQuery({ keyword: 'desk', type: 2 })(now))).toBe('status=pending&keyword=desk&type=2');
    expect(String(patchQuery({ keyword: '', status: undefined })(now))).toBe('');
  });

  it('keeps the page when the page is what changes, or a value named to keep it', () => {
    expect(String(patchQuery({ page: 4 })(now))).toBe('status=pending&keyword=sofa&page=4');
    expect(String(patchQuery({ user: 7 }, ['page', 'user'])(now))).toBe('status=pending&keyword=sofa&page=3&user=7');
  });

  it('builds on the query it is given and leaves it as it was', () => {
    patchQuery({ keyword: 'desk' })(now);
    expect(String(now)).toBe('status=pending&keyword=sofa&page=3');
  });
});
