import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const HeaderSlotContext = createContext<HTMLElement | null>(null);

/**
 * A place in the shell's header (an element the shell renders) where a remote puts parts of its own: the desk's
 * navigation and who is signed in sit in the shell's desk frame, yet belong to the desk remote.
 */
export const HeaderSlotProvider = HeaderSlotContext.Provider;

/** Renders `children` into the header slot of the page's frame; nothing where the frame has none. */
export function InHeaderSlot({ children }: { children: ReactNode }) {
  const slot = useContext(HeaderSlotContext);
  return slot ? createPortal(children, slot) : null;
}
