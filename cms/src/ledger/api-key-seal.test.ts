import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN, openSecret, randomKeyString, readEd25519PublicKey, sealSecret } from './api-key-seal';

describe('the trading API’s key material', () => {
  it('makes keys of 64 letters and digits, each different', () => {
    const keys = new Set(Array.from({ length: 50 }, randomKeyString));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(API_KEY_PATTERN);
  });

  it('opens a sealed secret only with the same server key and on the same API key', () => {
    const sealed = sealSecret('s3cret', 'KEY-A', 'server one');
    expect(sealed).not.toContain('s3cret');
    expect(openSecret(sealed, 'KEY-A', 'server one')).toBe('s3cret');
    expect(openSecret(sealed, 'KEY-B', 'server one')).toBeNull();
    expect(openSecret(sealed, 'KEY-A', 'server two')).toBeNull();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(openSecret(tampered, 'KEY-A', 'server one')).toBeNull();
    expect(openSecret('garbage', 'KEY-A', 'server one')).toBeNull();
  });

  it('reads an Ed25519 public key in PEM and refuses other keys and text', () => {
    const ed = generateKeyPairSync('ed25519');
    const pem = ed.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(readEd25519PublicKey(`  ${pem}\n`)).toBe(pem);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(readEd25519PublicKey(rsa)).toBeNull();
    expect(readEd25519PublicKey(ed.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())).toBeNull();
    expect(readEd25519PublicKey('hello')).toBeNull();
  });
});
