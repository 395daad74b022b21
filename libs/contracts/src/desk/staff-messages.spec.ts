import { staffMessage, staffMessageKeyOf } from './staff-messages';

describe('staff messages', () => {
  it('fill their placeholders', () => {
    expect(staffMessage('transitionNotAllowed', { from: 'granted', to: 'refunded' })).toBe('This application is granted; it cannot be moved to refunded.');
  });
});

describe('staffMessageKeyOf', () => {
  it('finds the key of every message the staff API answers, with its placeholders', () => {
    expect(staffMessageKeyOf(staffMessage('signInFailed'))).toEqual({ key: 'signInFailed', values: {} });
    expect(staffMessageKeyOf(staffMessage('transitionNotAllowed', { from: 'granted', to: 'in review' }))).toEqual({
      key: 'transitionNotAllowed',
      values: { from: 'granted', to: 'in review' },
    });
  });

  it('answers undefined for any other text', () => {
    expect(staffMessageKeyOf('Internal server error')).toBeUndefined();
    expect(staffMessageKeyOf(`${staffMessage('adminOnly')} extra`)).toBeUndefined();
  });
});
