import { render, screen } from '@testing-library/react';
import { InfoLayout } from './info-layout';

describe('InfoLayout', () => {
  it('puts the page content before the side column in reading order', () => {
    render(
      <InfoLayout aside={<nav aria-label="Information pages">side</nav>}>
        <h1>Refund Policy</h1>
      </InfoLayout>,
    );
    const heading = screen.getByRole('heading', { name: 'Refund Policy' });
    const side = screen.getByRole('navigation', { name: 'Information pages' });
    expect(heading.compareDocumentPosition(side) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
