import { Injectable } from '@nestjs/common';
import { Secret, TOTP } from 'otpauth';
import { TOTP_CODE_PATTERN } from '@evisa/contracts';

/** The name authenticator apps show next to the code. */
export const TOTP_ISSUER = 'India e-Visa desk';
const PERIOD_SECONDS = 30;
/** One 30-second step either side, for clocks that drift a little. */
const WINDOW_STEPS = 1;

function totpFor(secret: string, email = ''): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The second factor: standard TOTP (SHA-1, 6 digits, 30 s), what every authenticator app reads. */
@Injectable()
export class Totp {
  /** A new 160-bit secret in Base32, the form authenticator apps take. */
  newSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  /** The otpauth:// link an authenticator app reads (from a QR code or pasted). */
  uri(email: string, secret: string): string {
    return totpFor(secret, email).toString();
  }

  /**
   * The time step the code belongs to when it is right and newer than `lastStep` (a code is used once), else null.
   */
  check(secret: string | undefined, code: string, lastStep = -1, now = Date.now()): number | null {
    if (!secret || !TOTP_CODE_PATTERN.test(code)) return null;
    const delta = totpFor(secret).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
    if (delta === null) return null;
    const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
    return step > lastStep ? step : null;
  }
}

/** The code an authenticator shows at `timestamp` (tests and the CLI's checks). */
export function totpCodeAt(secret: string, timestamp: number): string {
  return totpFor(secret).generate({ timestamp });
}
