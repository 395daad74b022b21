import { staffMessage } from './staff-messages';

describe('staff messages', () => {
  it('fill their placeholders', () => {
    expect(staffMessage('transitionNotAllowed', { from: 'granted', to: 'refunded' })).toBe('This application is granted; it cannot be moved to refunded.');
  });
});
