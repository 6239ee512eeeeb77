import { currentUser, downloadPurchaseOrderReceipt, listMessages, login, uploadFile } from '@wm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmSessionExpired, notifyError } from './http-feedback';
import { ApiError, call, download } from './http';
import { registerNavigate } from './navigation';
import { SIGNED_OUT_KEY } from './paths';
import { useClientStore } from './store';

// antd stays out: the client loads its notification and dialog lazily, these stand in for them.
vi.mock('./http-feedback', () => ({ notifyError: vi.fn(), confirmSessionExpired: vi.fn() }));

const TOKEN = 'current-token';
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const navigate = vi.fn<(to: string) => void>();
const saved: { href: string; download: string }[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const envelope = (data: unknown, status = 200, message = 'success') => ({ status, message, data });
const answer = (response: Response | (() => Response)) => fetchMock.mockImplementationOnce(async () => (typeof response === 'function' ? response() : response));

/** The one request sent, as the server sees it. */
function sent() {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: new URL(url, 'http://localhost'), init, headers: new Headers(init.headers) };
}

/** The lazily imported notification has had its chance to show. */
const settled = () => vi.dynamicImportSettled();

function storage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.mocked(notifyError).mockReset();
  vi.mocked(confirmSessionExpired).mockReset();
  saved.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', storage());
  vi.stubGlobal('sessionStorage', storage());
  vi.stubGlobal('window', { location: { pathname: '/message/index', search: '?page=2' } });
  vi.stubGlobal('document', {
    cookie: 'language=ja',
    createElement: () => {
      const link = { href: '', download: '', click: () => saved.push({ href: link.href, download: link.download }) };
      return link;
    },
  });
  registerNavigate(navigate);
  useClientStore.setState({ token: TOKEN, userInfo: null });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the http client', () => {
  it('sends the language, the token, a cache-buster and the query, and answers the envelope data', async () => {
    answer(json(envelope({ list: [], total: 0 })));
    const data = await call(listMessages, { query: { pageIndex: 2, pageSize: 10, type: undefined } as never });
    expect(data).toEqual({ list: [], total: 0 });
    const { url, init, headers } = sent();
    expect(init.method).toBe('GET');
    expect(url.pathname).toBe(listMessages.path);
    expect(url.searchParams.get('pageIndex')).toBe('2');
    expect(url.searchParams.has('type')).toBe(false);
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThan(0);
    expect(headers.get('Accept-Language')).toBe('ja-JP');
    expect(headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends a body as JSON, a form as multipart (the browser sets its type), and no token with skipAuth', async () => {
    answer(json(envelope({ token: { token: 't' } })));
    const credentials = { account: '13800000001', password: 'secret' } as never;
    await call(login, { body: credentials, skipAuth: true });
    const first = sent();
    expect(first.init.method).toBe('POST');
    expect(first.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(first.init.body))).toEqual(credentials);
    expect(first.headers.has('Authorization')).toBe(false);

    fetchMock.mockClear();
    answer(json(envelope({ key: 'k' })));
    const form = new FormData();
    form.append('kind', 'avatar');
    expect(await call(uploadFile, { form, noMessage: true })).toEqual({ key: 'k' });
    const second = sent();
    expect(second.init.body).toBe(form);
    expect(second.headers.has('Content-Type')).toBe(false);
    expect(second.url.searchParams.get('isNoMessage')).toBe('true');
  });

  it('accepts 20000 as success', async () => {
    answer(json(envelope('ok', 20000)));
    await expect(call(currentUser)).resolves.toBe('ok');
  });

  it('rejects a failure envelope with an ApiError carrying its code and field errors, and shows its message', async () => {
    const errors = [{ field: 'mobile', message: 'Invalid mobile' }, { nonsense: true }];
    answer(json(envelope({ code: 'VALIDATION', errors }, 400, 'Check the form'), 400));
    const error = await call(currentUser).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Check the form', code: 'VALIDATION', fieldErrors: [errors[0]] });
    await settled();
    expect(notifyError).toHaveBeenCalledWith('Check the form');
  });

  it('treats a failure status inside an HTTP 200 answer as a failure too', async () => {
    answer(json(envelope(null, 500, 'Broken')));
    await expect(call(currentUser)).rejects.toMatchObject({ status: 500, message: 'Broken', code: null });
    await settled();
    expect(notifyError).toHaveBeenCalledWith('Broken');
  });

  it('keeps quiet with noMessage, and says the status text when the server sends none', async () => {
    answer(new Response('<html>gateway</html>', { status: 502 }));
    await expect(call(currentUser, { noMessage: true })).rejects.toMatchObject({ status: 502, message: 'INTERNAL' });
    answer(json(envelope(null, 404, ''), 404));
    await expect(call(currentUser, { noMessage: true })).rejects.toMatchObject({ status: 404, message: 'NOT_FOUND' });
    await settled();
    expect(notifyError).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.every(([url]) => url.includes('isNoMessage=true'))).toBe(true);
  });

  it('asks to log in again on a 401 for the current token, once, and signs out on Login', async () => {
    answer(json(envelope(null, 401, 'Login expired'), 401));
    answer(json(envelope(null, 401, 'Login expired'), 401));
    await expect(call(currentUser)).rejects.toMatchObject({ status: 401, message: 'Login expired' });
    await expect(call(currentUser)).rejects.toMatchObject({ status: 401 });
    await settled();
    expect(confirmSessionExpired).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
    const { onLogin, onClosed } = vi.mocked(confirmSessionExpired).mock.calls[0]![0];
    onLogin();
    expect(useClientStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login/index?mode=1&redirect=%2Fmessage%2Findex%3Fpage%3D2');
    onClosed();
  });

  it('ignores a 401 for a token that is no longer the current one (signed out, or signed in again meanwhile)', async () => {
    answer(() => {
      useClientStore.setState({ token: 'a-newer-token' });
      return json(envelope(null, 401, 'Login expired'), 401);
    });
    await expect(call(currentUser)).rejects.toMatchObject({ status: 401 });
    answer(() => {
      useClientStore.setState({ token: null });
      return json(envelope(null, 401, 'Login expired'), 401);
    });
    await expect(call(currentUser)).rejects.toMatchObject({ status: 401 });
    await settled();
    expect(confirmSessionExpired).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a visitor without a token to log in on a 401, saying why', async () => {
    useClientStore.setState({ token: null });
    answer(json(envelope(null, 401, 'Please log in'), 401));
    await expect(call(currentUser)).rejects.toMatchObject({ status: 401 });
    await settled();
    expect(notifyError).toHaveBeenCalledWith('Please log in');
    expect(navigate).toHaveBeenCalledWith('/login/index?mode=1&redirect=%2Fmessage%2Findex%3Fpage%3D2');
    expect(confirmSessionExpired).not.toHaveBeenCalled();
  });

  it('signs a disabled account (423) out at once, even with noMessage, keeping the reason for the login page', async () => {
    answer(json(envelope(null, 423, 'Account disabled'), 423));
    await expect(call(currentUser, { noMessage: true })).rejects.toMatchObject({ status: 423 });
    await settled();
    expect(notifyError).toHaveBeenCalledWith('Account disabled');
    expect(useClientStore.getState().token).toBeNull();
    expect(sessionStorage.getItem(SIGNED_OUT_KEY)).toBe('Account disabled');
    expect(navigate).toHaveBeenCalledWith('/login/index?mode=1');
  });

  it('answers a network failure with status 0 and the INTERNAL text', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call(currentUser)).rejects.toMatchObject({ name: 'ApiError', status: 0, message: 'INTERNAL', code: 'ERR_NETWORK' });
    await settled();
    expect(notifyError).toHaveBeenCalledWith('INTERNAL');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.mocked(notifyError).mockClear();
    await expect(call(currentUser, { noMessage: true })).rejects.toMatchObject({ status: 0 });
    await settled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('gives up after 60 s, the answer body included', async () => {
    vi.useFakeTimers();
    // An answer whose body never finishes: the timeout covers reading it too.
    fetchMock.mockImplementationOnce(async (_url, init) => {
      const body = new ReadableStream({
        start(controller) {
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200 });
    });
    const pending = call(currentUser).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ name: 'ApiError', status: 0, message: 'INTERNAL', code: 'ECONNABORTED' });
  });

  it("rethrows the caller's abort untouched and shows nothing", async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = call(currentUser, { signal: controller.signal }).catch((e: unknown) => e);
    const reason = new DOMException('left the page', 'AbortError');
    controller.abort(reason);
    expect(await pending).toBe(reason);
    // Already aborted before the call: fetch gets an aborted signal.
    fetchMock.mockImplementationOnce(async (_url, init) => {
      throw init.signal?.reason;
    });
    expect(await call(currentUser, { signal: controller.signal }).catch((e: unknown) => e)).toBe(reason);
    await settled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('saves a file answer under its content-disposition name', async () => {
    answer(
      new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
        headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="receipt.pdf"; filename*=UTF-8''%E6%94%B6%E6%8D%AE.pdf` },
      }),
    );
    await download(downloadPurchaseOrderReceipt, undefined, { params: { orderNo: 'PO 1/2' } });
    expect(sent().url.pathname).toBe('/api/v2/purchase-order/PO%201%2F2/receipt.pdf');
    expect(saved).toEqual([{ href: expect.stringMatching(/^blob:/), download: '收据.pdf' }]);
  });

  it('shows an error envelope inside a file answer as an error, and saves nothing', async () => {
    answer(new Response(new Blob([JSON.stringify(envelope(null, 409, 'No receipt yet'))], { type: 'application/json' })));
    await expect(download(downloadPurchaseOrderReceipt, undefined, { params: { orderNo: 'PO1' } })).rejects.toMatchObject({ status: 409, message: 'No receipt yet' });
    answer(json(envelope(null, 404, 'No such order'), 404));
    await expect(download(downloadPurchaseOrderReceipt, undefined, { params: { orderNo: 'PO1' } })).rejects.toMatchObject({ status: 404, message: 'No such order' });
    await settled();
    expect(notifyError).toHaveBeenCalledWith('No receipt yet');
    expect(notifyError).toHaveBeenCalledWith('No such order');
    expect(saved).toEqual([]);
  });

  it('sends through the transport it is given instead of fetch', async () => {
    const transport = vi.fn(async () => json(envelope({ key: 'k' })));
    await call(uploadFile, { form: new FormData(), transport });
    expect(transport).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
