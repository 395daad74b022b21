// The content security policy's inline elements: a pre-rendered page's one style element and a held page's loader, each
// by its hash.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentSecurityPolicy } from './security-headers.mjs';

const HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const styleSources = (policy) => policy.split('; ').find((directive) => directive.startsWith('style-src '));
const scriptSources = (policy) => policy.split('; ').find((directive) => directive.startsWith('script-src '));
const SCRIPT_HASH = "'sha256-loaderLoaderLoaderLoaderLoaderLoaderLoader0='";

describe('contentSecurityPolicy', () => {
  it("lets in a pre-rendered page's style element by its hash, and no other inline style", () => {
    assert.equal(styleSources(contentSecurityPolicy({ styleHash: HASH })), `style-src 'self' ${HASH}`);
    assert.equal(styleSources(contentSecurityPolicy()), "style-src 'self'");
  });

  it("lets in a held page's loader by its hash, and no other inline script, with PayPal's SDK on or not", () => {
    assert.equal(scriptSources(contentSecurityPolicy({ scriptHash: SCRIPT_HASH })), `script-src 'self' ${SCRIPT_HASH}`);
    assert.equal(scriptSources(contentSecurityPolicy({ styleHash: HASH })), "script-src 'self'");
    const withPaypal = scriptSources(contentSecurityPolicy({ paypal: true, scriptHash: SCRIPT_HASH }));
    assert.ok(withPaypal.includes('https://www.paypal.com') && withPaypal.endsWith(` ${SCRIPT_HASH}`), withPaypal);
    assert.doesNotMatch(withPaypal, /unsafe-inline/);
  });

  it("allows inline styles when PayPal's SDK is on, without the hash (which would make a browser ignore 'unsafe-inline')", () => {
    const sources = styleSources(contentSecurityPolicy({ paypal: true, styleHash: HASH }));
    assert.match(sources, /'unsafe-inline'/);
    assert.doesNotMatch(sources, /sha256/);
  });
});
