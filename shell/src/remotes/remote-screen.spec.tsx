import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithShell } from '../testing/render-with-shell';
import { loadRemoteScreen } from './load-remote';
import { RemoteScreen } from './remote-screen';

jest.mock('./load-remote', () => ({ loadRemoteScreen: jest.fn() }));
jest.mock('./remote-registry', () => ({ resetRemote: jest.fn(async () => 'retry') }));

const loadRemote = loadRemoteScreen as jest.MockedFunction<typeof loadRemoteScreen>;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('RemoteScreen', () => {
  it('says the module is incompatible with this version of the site when the runtime refuses its shared versions', async () => {
    loadRemote.mockRejectedValue(
      new Error('[ Federation Runtime ]: Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mf_payment which needs ^20.0.0)'),
    );
    await renderWithShell(<RemoteScreen remote="mf_payment" expose="VisaFee" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site cannot be shown');
    expect(alert).toHaveTextContent('This module is incompatible with this version of the site.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('does not carry a failure over to the next screen the applicant opens', async () => {
    loadRemote.mockImplementation(async (remote, expose) => {
      if (expose === 'Payment') throw new Error('offline');
      return { default: () => <h1>{`${remote}/${expose}`}</h1> };
    });
    function Navigation() {
      const [expose, setExpose] = useState('Payment');
      return (
        <>
          <button onClick={() => setExpose('AboutUs')}>About Us</button>
          <RemoteScreen remote={expose === 'Payment' ? 'mf_payment' : 'mf_info_pages'} expose={expose} />
        </>
      );
    }
    await renderWithShell(<Navigation />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'About Us' }));
    expect(await screen.findByRole('heading', { name: 'mf_info_pages/AboutUs' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
