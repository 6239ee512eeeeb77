import { describe, expect, it } from 'vitest';
import { filenameFromDisposition, hasNoMessageMarker, serializeParams } from './http-utils';

describe('serializeParams', () => {
  it('drops undefined, null and empty strings but keeps 0 and false', () => {
    expect(serializeParams({ a: undefined, b: null, c: '', d: 0, e: false, f: 'x' })).toBe('d=0&e=false&f=x');
  });

  it('repeats the key for arrays, dropping their empty items', () => {
    expect(serializeParams({ id: [1, '', 2, null] })).toBe('id=1&id=2');
  });

  it('encodes values', () => {
    expect(serializeParams({ keyword: 'a&b c' })).toBe('keyword=a%26b+c');
  });

  it('answers an empty string for no params', () => {
    expect(serializeParams(undefined)).toBe('');
  });
});

describe('hasNoMessageMarker', () => {
  it('finds the marker in the URL', () => {
    expect(hasNoMessageMarker('/api/v2/x?isNoMessage=true&_t=1', undefined)).toBe(true);
  });

  it('finds the marker in a JSON body, as a string or an object', () => {
    expect(hasNoMessageMarker('/api/v2/x', '{"isNoMessage":true}')).toBe(true);
    expect(hasNoMessageMarker('/api/v2/x', { isNoMessage: true })).toBe(true);
  });

  it('is false without the marker', () => {
    expect(hasNoMessageMarker('/api/v2/x?_t=1', { a: 1 })).toBe(false);
    expect(hasNoMessageMarker(undefined, null)).toBe(false);
  });
});

describe('filenameFromDisposition', () => {
  it('reads a quoted filename', () => {
    expect(filenameFromDisposition('attachment; filename="orders.xlsx"')).toBe('orders.xlsx');
  });

  it('reads an unquoted filename', () => {
    expect(filenameFromDisposition('attachment; filename=contract.pdf')).toBe('contract.pdf');
  });

  it('prefers the RFC 5987 name and decodes it', () => {
    expect(filenameFromDisposition(`attachment; filename="fallback.xlsx"; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx`)).toBe('订单.xlsx');
  });

  it('decodes a percent-encoded plain name', () => {
    expect(filenameFromDisposition('attachment; filename=%E5%90%88%E5%90%8C.pdf')).toBe('合同.pdf');
  });

  it('answers null without a name', () => {
    expect(filenameFromDisposition('inline')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
