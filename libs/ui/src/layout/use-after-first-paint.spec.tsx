import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';

function Probe({ seen }: { seen: boolean[] }) {
  const after = useAfterFirstPaint();
  seen.push(after);
  return <p>{after ? 'after' : 'first'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false in the first render and true in the next one', async () => {
    const seen: boolean[] = [];
    await act(async () => {
      render(<Probe seen={seen} />);
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(screen.getByText('after')).toBeTruthy();
  });
});
