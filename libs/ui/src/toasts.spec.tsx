import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_LIFETIME_MS, ToastList, ToastProvider, useToast } from './toasts';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('error', 'Some Error Happens!!')}>
      Fail
    </button>
  );
}

describe('Toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('announces an error and closes it after 5000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider closeLabel="Close notification">
        <Trigger />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Some Error Happens!!');
    act(() => jest.advanceTimersByTime(TOAST_LIFETIME_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(TOAST_LIFETIME_MS).toBe(5000);
  });

  it('closes the error toasts, and only those, when what they reported is over', async () => {
    function Saver() {
      const toast = useToast();
      return (
        <>
          <button type="button" onClick={() => toast.show('error', 'Some Error Happens!!')}>
            Fail
          </button>
          <button
            type="button"
            onClick={() => {
              toast.clearErrors();
              toast.show('success', 'Application saved.');
            }}
          >
            Save
          </button>
        </>
      );
    }
    render(
      <ToastProvider closeLabel="Close notification">
        <Saver />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Application saved.');
  });

  it('closes with its close button', async () => {
    render(
      <ToastProvider closeLabel="Close notification">
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the toasts where the page places them, in its flow', async () => {
    render(
      <ToastProvider closeLabel="Close notification" placed>
        <header>Header</header>
        <ToastList />
        <h1>Title</h1>
        <Trigger />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const toast = screen.getByRole('alert');
    expect(toast.parentElement?.previousElementSibling).toHaveTextContent('Header');
    expect(toast.parentElement?.nextElementSibling).toBe(screen.getByRole('heading', { name: 'Title' }));
    // One list only: a second one (the provider's own) would show the toast twice.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
