import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt is memory-hard (N=2^15, r=8 => 32 MiB per hash) and ships with Node: no native addon to build.
const PARAMS = { N: 32768, r: 8, p: 1 } as const;
const KEYLEN = 32;

function derive(secret: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret.normalize('NFKC'), salt, KEYLEN, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to verify against when the account does not exist, so timing does not reveal which accounts exist. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => (dummy ??= hashSecret(randomBytes(12).toString('hex')));

/**
 * The payment password: a 6-digit PIN, about 20 bits. No slow hash can protect 10^6 guesses for
 * long against a stolen database (scrypt at 32 MiB buys minutes per PIN on a GPU), while it costs
 * ~90 ms of a core on every balance payment and caps payments at ~20/s on two cores. The PIN's
 * real protection is the online lockout; against a stolen database it is a keyed hash whose key
 * (PAY_PASSWORD_KEY) lives outside the database: without the key the stored values reveal
 * nothing, whatever the attacker's hardware. docs/security.md has the reasoning.
 *
 * Stored as `hmac-sha256$<key id>$<salt>$<mac>`; the key id names which key made it, so that a
 * rotated key (PAY_PASSWORD_KEY_PREVIOUS) still verifies and the value is rewritten with the
 * current one. Values made by scrypt before this verify the old way and are rewritten too.
 */
export type PinHasher = {
  hash(pin: string): string;
  /** `rehash` is the value to store instead when the stored one is of an older kind or key. */
  verify(pin: string, stored: string): Promise<{ ok: boolean; rehash: string | null }>;
};

const PIN_KIND = 'hmac-sha256';

export function pinHasher(keys: { current: string; previous?: string | null }): PinHasher {
  const keyId = (key: string) => createHash('sha256').update(`pay-password-key:${key}`).digest('hex').slice(0, 8);
  const current = { id: keyId(keys.current), key: Buffer.from(keys.current) };
  const previous = keys.previous ? { id: keyId(keys.previous), key: Buffer.from(keys.previous) } : null;
  const mac = (key: Buffer, salt: Buffer, pin: string) => createHmac('sha256', key).update(salt).update(pin.normalize('NFKC')).digest();
  const hash = (pin: string) => {
    const salt = randomBytes(16);
    return `${PIN_KIND}$${current.id}$${salt.toString('base64url')}$${mac(current.key, salt, pin).toString('base64url')}`;
  };
  return {
    hash,
    async verify(pin, stored) {
      if (stored.startsWith('scrypt$')) {
        const ok = await verifySecret(pin, stored);
        return { ok, rehash: ok ? hash(pin) : null };
      }
      const [kind, id, salt, value] = stored.split('$');
      if (kind !== PIN_KIND || !salt || !value) return { ok: false, rehash: null };
      const used = id === current.id ? current : id === previous?.id ? previous : null;
      if (!used) return { ok: false, rehash: null };
      const expected = Buffer.from(value, 'base64url');
      const actual = mac(used.key, Buffer.from(salt, 'base64url'), pin);
      const ok = actual.length === expected.length && timingSafeEqual(actual, expected);
      return { ok, rehash: ok && used !== current ? hash(pin) : null };
    },
  };
}
