import { forgetPageState } from './page-state';

/** A copy of the module, as another bundle on the same page has (the held entry's, then the shell's entry's). */
async function moduleCopy() {
  let module!: typeof import('./hydration-on-interaction');
  await jest.isolateModulesAsync(async () => {
    module = await import('./hydration-on-interaction');
  });
  return module;
}

/** The module on a new page: what it holds lasts until the page is hydrated, once per page (page-state.ts). */
async function freshModule() {
  forgetPageState();
  return moduleCopy();
}

/** The header's language choice, a pre-rendered form, a button only the page's script answers and a link. */
function page() {
  const root = document.createElement('main');
  document.body.replaceChildren(root);
  root.innerHTML = `
    <form class="language-switcher" method="get"><select name="lang"><option value="en">English</option><option value="de">Deutsch</option></select></form>
    <form class="contact"><input name="email"><button type="submit">Send</button></form>
    <button type="button" class="more">More</button>
    <a href="#faq">FAQ</a>`;
  const submitted: string[] = [];
  const clicked: string[] = [];
  root.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    submitted.push(`${form.className}${event.defaultPrevented ? ' held' : ''}`);
    event.preventDefault(); // jsdom does not navigate
  });
  root.addEventListener('click', (event) => clicked.push((event.target as Element).textContent ?? ''));
  const select = document.querySelector('select')!;
  const choose = (language: string) => {
    select.value = language;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const click = (text: string) => [...document.querySelectorAll<HTMLElement>('button, a')].find((element) => element.textContent === text)!.click();
  return { submitted, clicked, choose, send: () => click('Send'), click };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('hydration on the first interaction', () => {
  it('holds the hydration of a pre-rendered page until the visitor first does something, standing in for it until then', async () => {
    const { holdHydrationUntilInteraction, hydrationMayStart, replayHeldAction } = await freshModule();
    const { submitted, choose, send } = page();
    let interacted = false;
    void holdHydrationUntilInteraction().then(() => (interacted = true));
    let started = false;
    let screenReady = () => undefined as void;
    const start = hydrationMayStart(new Promise<void>((resolve) => (screenReady = resolve))).then(() => (started = true));
    await tick();
    expect(started).toBe(false);
    expect(interacted).toBe(false);

    // Before: the language choice is remembered and the page asked for again (jsdom does not navigate); another
    // form is not sent.
    choose('de');
    send();
    expect(submitted).toEqual(['contact held']);
    expect(document.cookie).toContain('evisa-language=de');

    // The interaction, while the screen's module is still on its way: the page stays as it is until it arrives.
    window.dispatchEvent(new Event('pointerdown'));
    await tick();
    expect(interacted).toBe(true); // the page's start begins (main.ts)
    expect(started).toBe(false);
    send();
    expect(submitted).toEqual(['contact held', 'contact held']);

    screenReady();
    await start;
    expect(started).toBe(true);
    // Hydrated: the submission held back is made again, once, now for the page's script to answer.
    replayHeldAction();
    replayHeldAction();
    expect(submitted).toEqual(['contact held', 'contact held', 'contact']);
    // After: the page's script answers both, the stand-ins do nothing.
    choose('en');
    send();
    expect(submitted).toEqual(['contact held', 'contact held', 'contact', 'contact']);
    expect(document.cookie).toContain('evisa-language=de');
  });

  it('clicks again, once hydrated, the button last clicked before: not a link, which worked without script', async () => {
    const { holdHydrationUntilInteraction, hydrationMayStart, replayHeldAction } = await freshModule();
    const { clicked, click } = page();
    void holdHydrationUntilInteraction();
    window.dispatchEvent(new Event('pointerdown'));
    click('More');
    click('FAQ');
    await hydrationMayStart();
    replayHeldAction();
    replayHeldAction();
    expect(clicked).toEqual(['More', 'FAQ', 'More']);
    // Once hydrated the page's script answers clicks: none is held.
    click('More');
    replayHeldAction();
    expect(clicked).toEqual(['More', 'FAQ', 'More', 'More']);
  });

  it('holds no hydration once the visitor has moved focus into the page before the script arrived, but still their submission', async () => {
    const { holdHydrationUntilInteraction, hydrationMayStart, replayHeldAction } = await freshModule();
    const { submitted, send } = page();
    document.querySelector('input')!.focus();
    void holdHydrationUntilInteraction();
    let screenReady = () => undefined as void;
    const start = hydrationMayStart(new Promise<void>((resolve) => (screenReady = resolve)));
    send();
    expect(submitted).toEqual(['contact held']);
    screenReady();
    await expect(start).resolves.toBeUndefined();
    replayHeldAction();
    expect(submitted).toEqual(['contact held', 'contact']);
  });

  it('holds only a pre-rendered screen usable as HTML: not a form that needs its script, not a frame, not a page the script builds', async () => {
    const { isUsableAsHtml } = await freshModule();
    const root = document.createElement('div');
    expect(isUsableAsHtml(root, '/AboutUs')).toBe(false);
    root.innerHTML = '<main>About Us</main>';
    expect(isUsableAsHtml(root, '/AboutUs')).toBe(true);
    expect(isUsableAsHtml(root, '/status')).toBe(true);
    expect(isUsableAsHtml(root, '/Apply')).toBe(false);
    expect(isUsableAsHtml(root, '/Apply2/ABC123')).toBe(false);
    expect(isUsableAsHtml(null, '/AboutUs')).toBe(false);
  });

  it("keeps one hold per page: the shell's entry, run by the held entry at the first interaction, takes it over", async () => {
    const held = await freshModule();
    const { submitted, send } = page();
    const interaction = held.holdHydrationUntilInteraction();
    send();
    window.dispatchEvent(new Event('keydown'));
    await interaction;
    // The shell's entry (another copy of the module) starts at once and hydrates; the submission made before is
    // made again by it, once, and the stand-ins stop.
    const main = await moduleCopy();
    expect(main.holdHydrationUntilInteraction()).toBe(interaction);
    await main.hydrationMayStart();
    main.replayHeldAction();
    held.replayHeldAction();
    expect(submitted).toEqual(['contact held', 'contact']);
    send();
    expect(submitted).toEqual(['contact held', 'contact', 'contact']);
  });
});
