import { holdHydrationUntilInteraction, hydrationMayStart, isUsableAsHtml, replayHeldSubmission } from './hydration-on-interaction';

/** The header's language choice and a pre-rendered form, as the server sends them. */
function page() {
  document.body.innerHTML = `
    <form class="language-switcher" method="get"><select name="lang"><option value="en">English</option><option value="de">Deutsch</option></select></form>
    <form class="contact"><input name="email"><button type="submit">Send</button></form>`;
  const submitted: string[] = [];
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    submitted.push(`${form.className}${event.defaultPrevented ? ' held' : ''}`);
    event.preventDefault(); // jsdom does not navigate
  });
  const select = document.querySelector('select')!;
  const choose = (language: string) => {
    select.value = language;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const send = () => document.querySelector<HTMLButtonElement>('form.contact button')!.click();
  return { submitted, choose, send };
}

describe('hydration on the first interaction', () => {
  it('holds the hydration of a pre-rendered page until the visitor first does something, standing in for it until then', async () => {
    const { submitted, choose, send } = page();
    holdHydrationUntilInteraction();
    let started = false;
    let screenReady = () => undefined as void;
    const start = hydrationMayStart(new Promise<void>((resolve) => (screenReady = resolve))).then(() => (started = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false);

    // Before: the language choice is remembered and the page asked for again (jsdom does not navigate); another
    // form is not sent.
    choose('de');
    send();
    expect(submitted).toEqual(['contact held']);
    expect(document.cookie).toContain('evisa-language=de');

    // The interaction, while the screen's module is still on its way: the page stays as it is until it arrives.
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(false);
    send();
    expect(submitted).toEqual(['contact held', 'contact held']);

    screenReady();
    await start;
    expect(started).toBe(true);
    // Hydrated: the submission held back is made again, once, now for the page's script to answer.
    replayHeldSubmission();
    replayHeldSubmission();
    expect(submitted).toEqual(['contact held', 'contact held', 'contact']);
    // After: the page's script answers both, the stand-ins do nothing.
    choose('en');
    send();
    expect(submitted).toEqual(['contact held', 'contact held', 'contact', 'contact']);
    expect(document.cookie).toContain('evisa-language=de');
  });

  it('holds nothing once the visitor has moved focus into the page before the script arrived', async () => {
    page();
    document.querySelector('input')!.focus();
    holdHydrationUntilInteraction();
    await expect(hydrationMayStart()).resolves.toBeUndefined();
  });

  it('holds only a pre-rendered screen usable as HTML: not a form that needs its script, not a frame, not a page the script builds', () => {
    const root = document.createElement('div');
    expect(isUsableAsHtml(root, '/AboutUs')).toBe(false);
    root.innerHTML = '<main>About Us</main>';
    expect(isUsableAsHtml(root, '/AboutUs')).toBe(true);
    expect(isUsableAsHtml(root, '/status')).toBe(true);
    expect(isUsableAsHtml(root, '/Apply')).toBe(false);
    expect(isUsableAsHtml(root, '/Apply2/ABC123')).toBe(false);
    expect(isUsableAsHtml(null, '/AboutUs')).toBe(false);
  });
});
