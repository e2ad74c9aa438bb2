import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';

/**
 * Passwords, session ids and one-time tokens. Passwords get argon2id with OWASP's minimum
 * (19 MiB, 2 iterations, parallelism 1); random tokens have 256 bits, so a fast SHA-256 is
 * enough to store them (nothing to brute-force), and the database never holds a usable secret.
 */
export interface PasswordHashing {
  memoryKib: number;
}

/** Algorithm.Argon2id; the package ships it as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string, options: PasswordHashing): Promise<string> {
  return hash(password, {
    algorithm: ARGON2ID,
    memoryCost: options.memoryKib,
    timeCost: 2,
    parallelism: 1,
  });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a password nobody has, verified when the email is unknown so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(options: PasswordHashing): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'), options);
  return decoyHash;
}

/** 256 random bits, URL-safe: session ids and emailed tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits for an SMS code. */
export function randomDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}
