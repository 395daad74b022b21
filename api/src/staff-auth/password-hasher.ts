import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** Staff passwords, hashed with argon2id (the package's defaults: 64 MiB, 3 passes, 4 lanes). */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (!hash) {
      // The same work as a real check, so an unknown address takes as long to refuse as a wrong password.
      await argon2.hash(password, { type: argon2.argon2id });
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
