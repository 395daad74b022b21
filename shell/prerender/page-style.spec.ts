import crypto from 'node:crypto';
import { pageStyleSheet } from './page-style';

const page = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

/** The inlined sheet's text. */
async function kept(body: string, css: string): Promise<string> {
  const { element } = await pageStyleSheet(page(body), css);
  return /^<style data-prerendered>([\s\S]*)<\/style>$/.exec(element)![1]!;
}

describe('pageStyleSheet', () => {
  it("keeps the rules of the page's elements, in their order, and none of another screen's", async () => {
    const css = 'html{color:#111}.intro{margin:0}.faq__answer{padding:0}.intro a{color:red}';
    expect(await kept('<p class="intro"><a href="/x">x</a></p>', css)).toBe('html{color:#111}.intro{margin:0}.intro a{color:red}');
  });

  it('keeps what the HTML alone can show: hover and focus, a focus ring on anything, the open state of every <details>, a <noscript> form', async () => {
    const css = [
      '.link:hover{color:red}',
      ':focus-visible{outline:3px solid}',
      'details[open]>summary{font-weight:700}',
      '.language__submit{display:inline}',
      '.other:hover{color:blue}',
    ].join('');
    const body = '<a class="link" href="/">x</a><details><summary>Menu</summary>…</details><form method="post"><noscript><button class="language__submit">Show</button></noscript></form>';
    expect(await kept(body, css)).toBe('.link:hover{color:red}:focus-visible{outline:3px solid}details[open]>summary{font-weight:700}.language__submit{display:inline}');
  });

  it("keeps every rule of a component on the page (its states, which the page's script gives it later), none of a component not there", async () => {
    const css = '.btn{color:#fff}.btn--busy{opacity:.5}.accordion__item[open]>.accordion__summary{color:red}.toast{position:fixed}.toast--error{color:red}';
    expect(await kept('<button class="btn">Go</button><details class="accordion__item"><summary class="accordion__summary">Q</summary></details>', css)).toBe(
      '.btn{color:#fff}.btn--busy{opacity:.5}.accordion__item[open]>.accordion__summary{color:red}',
    );
  });

  it('keeps the media queries and keyframes of the rules it keeps', async () => {
    const css = '@keyframes spin{to{transform:rotate(1turn)}}@keyframes fade{to{opacity:0}}.spinner{animation:spin 1s}@media (min-width:64rem){.intro{margin:1rem}.gone{margin:0}}@media print{.intro{color:#000}}@media print{.gone{color:#000}}';
    expect(await kept('<p class="intro"></p><span class="spinner"></span>', css)).toBe(
      '@keyframes spin{to{transform:rotate(1turn)}}.spinner{animation:spin 1s}@media (min-width:64rem){.intro{margin:1rem}}@media print{.intro{color:#000}}',
    );
  });

  it('names its text by the hash the content security policy lets it in by', async () => {
    const { element, hash } = await pageStyleSheet(page('<p class="intro"></p>'), '.intro{margin:0}.other{margin:1px}');
    expect(element).toBe('<style data-prerendered>.intro{margin:0}</style>');
    expect(hash).toBe(`'sha256-${crypto.createHash('sha256').update('.intro{margin:0}').digest('base64')}'`);
  });

  it('refuses a page without a head', async () => {
    await expect(pageStyleSheet('<p class="intro"></p>', '.intro{margin:0}')).rejects.toThrow('</head>');
  });
});
