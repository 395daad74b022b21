import { whenIdle, whenLoadedAndIdle } from './idle';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('idle moments', () => {
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it("run the work in the browser's idle callback where it has one", () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    const done = jest.fn();
    whenIdle(done);
    expect(done).not.toHaveBeenCalled();
    idle[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(done).toHaveBeenCalledWith(); // not handed the browser's deadline
  });

  it('fall back to a timer where the browser has none (Safari), after the current task', async () => {
    const done = jest.fn();
    whenIdle(done);
    expect(done).not.toHaveBeenCalled();
    await tick();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('wait for the page to have loaded first', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const done = jest.fn();
    whenLoadedAndIdle(done);
    await tick();
    expect(done).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await tick();
    expect(done).toHaveBeenCalledTimes(1);
    whenLoadedAndIdle(done);
    await tick();
    expect(done).toHaveBeenCalledTimes(2);
    readyState.mockRestore();
  });
});
