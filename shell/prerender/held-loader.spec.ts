import crypto from 'node:crypto';
import { heldLoaderElement, HELD_LOADER_HASH } from './held-loader';

/** Runs the loader as the page would: its element in the body, its text a script of the page (jsdom runs it). */
function runLoader(element: string): void {
  const template = document.createElement('template');
  template.innerHTML = element;
  const parsed = template.content.querySelector('script')!;
  const script = document.createElement('script');
  for (const { name, value } of [...parsed.attributes]) script.setAttribute(name, value);
  script.textContent = parsed.textContent;
  document.body.appendChild(script);
}

describe('the held entry loader', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("starts the held entry, naming the shell's entry to it, only after the page's first frame", () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const globals = Object.keys(window);
    runLoader(heldLoaderElement('/held.0123abcd.js', '/main.89abcdef.js'));
    expect(Object.keys(window)).toEqual(globals); // it declares nothing on the page's window
    const started = () => document.head.querySelector('script');
    expect(started()).toBeNull();
    frames[0]!(0); // the first frame is being made: not yet
    expect(started()).toBeNull();
    jest.runAllTimers(); // the first task after it
    expect(started()?.getAttribute('src')).toBe('/held.0123abcd.js');
    expect(started()?.getAttribute('data-main')).toBe('/main.89abcdef.js');
  });

  it('has the same text on every page, so one hash lets it in: the hash of that text', () => {
    const textOf = (element: string) => /^<script[^>]*>([\s\S]*)<\/script>$/.exec(element)![1]!;
    const home = textOf(heldLoaderElement('/held.0123abcd.js', '/main.89abcdef.js'));
    expect(textOf(heldLoaderElement('/held.ffffffff.js', '/main.eeeeeeee.js'))).toBe(home);
    expect(HELD_LOADER_HASH).toBe(`'sha256-${crypto.createHash('sha256').update(home, 'utf8').digest('base64')}'`);
  });
});
