import { renderHook } from '@testing-library/react';
import { useAutoRefresh } from './use-auto-refresh';

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('the queue refreshing by itself', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    jest.useRealTimers();
  });

  it('asks again at each interval while the tab is in view, never while it is hidden, and at once when it is back', () => {
    const refresh = jest.fn();
    const { unmount } = renderHook(() => useAutoRefresh(refresh, 1000));
    jest.advanceTimersByTime(3000);
    expect(refresh).toHaveBeenCalledTimes(3);
    setVisibility('hidden');
    jest.advanceTimersByTime(5000);
    expect(refresh).toHaveBeenCalledTimes(3);
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(4);
    unmount();
    jest.advanceTimersByTime(5000);
    expect(refresh).toHaveBeenCalledTimes(4);
  });
});
