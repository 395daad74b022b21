// The content security policy's styles: files, and a pre-rendered page's one style element by its hash.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentSecurityPolicy } from './security-headers.mjs';

const HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const styleSources = (policy) => policy.split('; ').find((directive) => directive.startsWith('style-src '));

describe('contentSecurityPolicy', () => {
  it("lets in a pre-rendered page's style element by its hash, and no other inline style", () => {
    assert.equal(styleSources(contentSecurityPolicy({ styleHash: HASH })), `style-src 'self' ${HASH}`);
    assert.equal(styleSources(contentSecurityPolicy()), "style-src 'self'");
  });

  it("allows inline styles when PayPal's SDK is on, without the hash (which would make a browser ignore 'unsafe-inline')", () => {
    const sources = styleSources(contentSecurityPolicy({ paypal: true, styleHash: HASH }));
    assert.match(sources, /'unsafe-inline'/);
    assert.doesNotMatch(sources, /sha256/);
  });
});
