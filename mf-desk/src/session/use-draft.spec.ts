import { act, renderHook } from '@testing-library/react';
import { clearDrafts, useDraft } from './use-draft';

describe('drafts of what staff type', () => {
  afterEach(() => sessionStorage.clear());

  it('come back in a new screen of the same tab, are forgotten once saved, and all go on signing out', () => {
    const first = renderHook(() => useDraft('note:A'));
    act(() => first.result.current[1]('Photo checked.'));
    first.unmount();
    const again = renderHook(() => useDraft('note:A'));
    expect(again.result.current[0]).toBe('Photo checked.');
    expect(renderHook(() => useDraft('note:B')).result.current[0]).toBe('');
    act(() => again.result.current[2]());
    expect(renderHook(() => useDraft('note:A')).result.current[0]).toBe('');

    const refusal = renderHook(() => useDraft('refusal:A'));
    act(() => refusal.result.current[1]('Passport expires too soon'));
    expect(sessionStorage.getItem('evisa-desk-draft:refusal:A')).toBe('Passport expires too soon');
    sessionStorage.setItem('unrelated', 'kept');
    clearDrafts();
    expect(renderHook(() => useDraft('refusal:A')).result.current[0]).toBe('');
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });
});
