import { useEffect, type RefObject } from 'react';

/**
 * What a visitor typed into a pre-rendered form before the page's scripts took it over. React keeps it on the
 * screen when it hydrates, but the form's state still holds the value the server rendered (the control's
 * defaultValue), so a Submit would find the fields empty, and then empty them.
 *
 * React notices a typed value by comparing the control's value with the last one it saw set. Once the screen is
 * hydrated, each text control whose value differs from the rendered one is set back to it (React sees that), given
 * the typed value through the element's own setter (React does not see that), and sent an input event: React then
 * finds the value changed and calls the form's onChange, as if the visitor had typed after the scripts ran. This
 * is the way testing libraries type into React forms. Selects, check boxes and radio buttons are left alone.
 */
export function KeepTypedBeforeHydration({ slot }: { slot: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const typed = [...(slot.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea') ?? [])]
      .filter((control) => !(control instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'hidden'].includes(control.type)))
      .filter((control) => control.value !== control.defaultValue)
      .map((control) => ({ control, value: control.value }));
    // Read first: the first change renders the form, which puts its state's values back into the other controls.
    // Then one control a task, each change rendered before the next, as when typed (a date's boxes make one value).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = (index: number) => {
      if (!typed[index]) return;
      const { control, value } = typed[index];
      control.value = control.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      timer = setTimeout(() => next(index + 1));
    };
    next(0);
    return () => clearTimeout(timer);
  }, [slot]);
  return null;
}
