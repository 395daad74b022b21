import { screen } from '@testing-library/react';
import { renderScreen } from '../testing/render-screen';
import PaypalButtons from './paypal-buttons';

// The PayPal SDK loads a script from paypal.com, which tests cannot reach: its loading state is set here.
const scriptState = { isInitial: false, isPending: false, isResolved: false, isRejected: false };
jest.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children }: { children: unknown }) => children,
  usePayPalScriptReducer: () => [scriptState],
  PayPalButtons: ({ disabled, fundingSource }: { disabled: boolean; fundingSource: string }) => (
    <button disabled={disabled}>{fundingSource === 'card' ? 'Debit or Credit Card' : 'PayPal'}</button>
  ),
}));

const show = () =>
  renderScreen(<PaypalButtons clientId="client" disabled createOrder={async () => undefined} onApprove={async () => undefined} onError={() => undefined} />, {
    path: '/',
    route: '/',
  });

describe('PayPal buttons', () => {
  beforeEach(() => Object.assign(scriptState, { isInitial: false, isPending: false, isResolved: false, isRejected: false }));

  it('says PayPal is loading while the SDK is pending', async () => {
    scriptState.isPending = true;
    await show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading PayPal…');
  });

  it('shows a clear message when the SDK cannot be loaded', async () => {
    scriptState.isRejected = true;
    await show();
    expect(screen.getByRole('alert')).toHaveTextContent('PayPal could not be loaded');
    expect(screen.queryByRole('button', { name: 'PayPal' })).not.toBeInTheDocument();
  });

  it('shows the buttons, disabled until the undertaking is ticked, once loaded', async () => {
    scriptState.isResolved = true;
    await show();
    expect(screen.getByRole('button', { name: 'PayPal' })).toBeDisabled();
    // PayPal's card button too: the SDK itself leaves it out where PayPal does not offer cards.
    expect(screen.getByRole('button', { name: 'Debit or Credit Card' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
