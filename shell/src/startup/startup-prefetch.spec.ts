import { whenLoadedAndIdle } from '@evisa/ui/browser';
import { prefetchShellStartup, prefetchStartup, STARTUP_PREFETCH_ID } from './startup-prefetch';

const FOLDER = 'https://visa.example.com/remotes/mf-payment/1.0.0-abc/';
const ENTRY = `${FOLDER}remoteEntry.js`;
const LIST = { screens: { Status: { js: ['__federation_expose_Status.2.js'], css: [] } }, texts: { de: ['i18n-payment-de.5.js'], en: ['i18n-payment-en.6.js'] } };

/** A held page's head as the pre-render writes it: the start-up files listed, inert, in the template. */
function heldHead() {
  document.head.innerHTML = `<template id="${STARTUP_PREFETCH_ID}"><link rel="prefetch" href="/bootstrap.1.js" as="script"><link rel="prefetch" href="/react.2.js" as="script"><link rel="prefetch" href="/main.3.css" as="style"></template>`;
}

/** Until the idle moments queued have passed (jsdom has no requestIdleCallback: timers stand in). */
const idleMomentsPassed = () => new Promise((resolve) => setTimeout(resolve, 50));

const hints = () => [...document.head.querySelectorAll(':scope > link')].map((link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the start-up files of a held page', () => {
  it('are inert in the template until asked for, then prefetched, not preloaded, one in each idle moment', async () => {
    heldHead();
    expect(hints()).toEqual([]);
    prefetchShellStartup();
    expect(hints()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hints()).toEqual(['prefetch /bootstrap.1.js']);
    await idleMomentsPassed();
    expect(hints()).toEqual(['prefetch /bootstrap.1.js', 'prefetch /react.2.js', 'prefetch /main.3.css']);
  });

  it("are asked for with the page's screen in its remote: its entry, chunks and texts in the page's language, and no other remote", async () => {
    heldHead();
    globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => LIST }) as Response) as unknown as typeof fetch;
    const manifest = { mf_payment: ENTRY, mf_desk: 'https://visa.example.com/remotes/mf-desk/1.0.0-def/remoteEntry.js' };
    await prefetchStartup('/status', 'de', Promise.resolve(manifest));
    await idleMomentsPassed();
    expect(hints()).toEqual([
      'prefetch /bootstrap.1.js',
      'prefetch /react.2.js',
      'prefetch /main.3.css',
      `prefetch ${ENTRY}`,
      `prefetch ${FOLDER}__federation_expose_Status.2.js`,
      `prefetch ${FOLDER}i18n-payment-de.5.js`,
    ]);
    expect(globalThis.fetch).toHaveBeenCalledWith(`${FOLDER}preload.json`, undefined);
  });

  it("are the shell's alone when the manifest cannot be read or the path has no screen", async () => {
    heldHead();
    await prefetchStartup('/status', 'en', Promise.reject(new Error('offline')));
    document.head.querySelector('template')!.remove();
    await prefetchStartup('/no-such-page', 'en', Promise.resolve({ mf_payment: ENTRY }));
    await idleMomentsPassed();
    expect(hints()).toEqual(['prefetch /bootstrap.1.js', 'prefetch /react.2.js', 'prefetch /main.3.css']);
  });

  it('are asked for once the page has loaded and the browser is idle', async () => {
    jest.useFakeTimers();
    try {
      const asked = jest.fn();
      Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
      whenLoadedAndIdle(asked);
      jest.runAllTimers();
      expect(asked).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      expect(asked).not.toHaveBeenCalled(); // loaded, not yet idle
      jest.runAllTimers();
      expect(asked).toHaveBeenCalledTimes(1);
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
      whenLoadedAndIdle(asked);
      jest.runAllTimers();
      expect(asked).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
