import { act, renderHook } from '@testing-library/react';
import { useSlideRotation } from './use-slide-rotation';

describe('useSlideRotation', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every interval and wraps around', () => {
    const { result } = renderHook(() => useSlideRotation(2, 9_000_000));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(9_000_000));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(9_000_000));
    expect(result.current).toBe(0);
  });

  it('never changes a single slide', () => {
    const { result } = renderHook(() => useSlideRotation(1, 9_000_000));
    act(() => jest.advanceTimersByTime(9_000_000 * 3));
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
