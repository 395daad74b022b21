import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderScreen } from '../testing/render-screen';
import AboutUs from './about-us';
import Blogs from './blogs';
import Contact from './contact';
import DocumentRequired from './document-required';
import Faq from './faq';
import Home from './home';
import Instructions from './instructions';
import Privacy from './privacy';
import Products from './products';
import RefundPolicy from './refund-policy';
import Services from './services';
import Terms from './terms';
import VisaFeeDetails from './visa-fee-details';

const SCREENS: [string, ComponentType, string][] = [
  ['Home', Home, 'Apply for your Indian e-Visa online'],
  ['AboutUs', AboutUs, 'About Us'],
  ['Privacy', Privacy, 'Privacy Policy'],
  ['Services', Services, 'Services'],
  ['DocumentRequired', DocumentRequired, 'Document Required'],
  ['Terms', Terms, 'Terms and Conditions (India Visa)'],
  ['Faq', Faq, 'FAQ'],
  ['RefundPolicy', RefundPolicy, 'Refund Policy'],
  ['Instructions', Instructions, 'Instruction For Applicants'],
  ['VisaFeeDetails', VisaFeeDetails, 'Visa Fee Details'],
  ['Contact', Contact, 'Contact Us'],
  ['Blogs', Blogs, 'Blogs'],
  ['Products', Products, 'Products'],
];

describe.each(SCREENS)('%s', (name, Screen, title) => {
  it('has one h1, its own tab title, the side column and the data-screen marker', async () => {
    const { container } = await renderScreen(<Screen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title} | Test Visa Agency`);
    expect(screen.getByRole('navigation', { name: 'Information' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Support' })).toBeInTheDocument();
    expect(container.querySelector(`[data-screen="mf_info_pages/${name}"]`)).toBeInTheDocument();
  });

  it("finds every text it shows in its own text files and the side column's", async () => {
    const { missingKeys } = await renderScreen(<Screen />);
    expect(missingKeys()).toEqual([]);
  });
});
