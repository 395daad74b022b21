import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/**
 * Staff passwords, hashed with argon2id through @node-rs/argon2 (its defaults are argon2id with OWASP's parameters:
 * 19 MiB, 2 passes, 1 lane). Chosen over the `argon2` package, whose Linux x64 prebuilt binary crashed on load
 * here (docs/decisions.md).
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(stored: string | undefined, password: string): Promise<boolean> {
    if (!stored) {
      // The same work as a real check, so an unknown address takes as long to refuse as a wrong password.
      await hash(password, OPTIONS);
      return false;
    }
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }
}
