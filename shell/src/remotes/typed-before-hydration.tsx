import { useLayoutEffect, useRef, type ComponentPropsWithoutRef } from 'react';

/**
 * The element around a screen (its slot), which keeps what a visitor typed into a pre-rendered form before the
 * page's scripts took it over. React keeps that text on the screen when it hydrates, but the form's state still
 * holds the value the server rendered (the control's defaultValue), so a Submit would find the fields empty, and
 * then empty them.
 *
 * React notices a typed value by comparing the control's value with the last one it saw set. In the commit that
 * hydrates the screen, each text control whose value differs from the rendered one is set back to it (React sees
 * that), given the typed value through the element's own setter (React does not see that), and sent an input event:
 * React then finds the value changed and calls the form's onChange, as if the visitor had typed after the scripts
 * ran. This is the way testing libraries type into React forms. Selects, check boxes and radio buttons are left alone.
 *
 * All of it in that commit (a layout effect), not after it: React renders what the changes set before it answers
 * any other event, so a submission that hydrates the page (a click held back while the page was held and made again
 * at once, or one made while it hydrates) already finds the typed values in the form's state. So a form's controls
 * must take several changes before their next render (the date's three boxes do). The effect is this element's
 * own: a parent's ref is not yet set when its children's layout effects run.
 */
export function KeepTypedBeforeHydration(props: ComponentPropsWithoutRef<'div'>) {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const typed = [...(slot.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? [])]
      .filter((control) => !(control instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'hidden'].includes(control.type)))
      .filter((control) => control.value !== control.defaultValue)
      .map((control) => ({ control, value: control.value }));
    // Read first: React puts a changed control back to the value it rendered until it renders the change.
    for (const { control, value } of typed) {
      control.value = control.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, []);
  return <div {...props} ref={slot} />;
}
