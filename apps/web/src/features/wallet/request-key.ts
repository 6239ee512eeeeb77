// The Idempotency-Key helpers are shared by every form that moves money.
export { keyFor, newRequestKey, type KeyedRequest } from '../../lib/request-key';
