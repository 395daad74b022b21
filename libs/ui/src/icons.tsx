import type { SVGProps } from 'react';

/** Small decorative icons (24x24, currentColor). They are hidden from assistive technology: name the control instead. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Icon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d={d} />
    </svg>
  );
}

export const CloseIcon = (props: IconProps) => <Icon d="M6 6l12 12M18 6L6 18" {...props} />;
export const MenuIcon = (props: IconProps) => <Icon d="M4 7h16M4 12h16M4 17h16" {...props} />;
export const CheckIcon = (props: IconProps) => <Icon d="M5 12.5l4.5 4.5L19 7.5" {...props} />;
export const ChevronIcon = (props: IconProps) => <Icon d="M6 9l6 6 6-6" {...props} />;
export const ArrowIcon = (props: IconProps) => <Icon d="M5 12h14M13 6l6 6-6 6" {...props} />;
export const PhoneIcon = (props: IconProps) => (
  <Icon d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z" {...props} />
);
export const MailIcon = (props: IconProps) => <Icon d="M3 6h18v12H3zM3 7l9 6 9-6" {...props} />;
export const ChatIcon = (props: IconProps) => (
  <Icon d="M21 11.5a8.5 8.5 0 01-12.6 7.4L3 21l2.1-5.2A8.5 8.5 0 1121 11.5z" {...props} />
);
export const LockIcon = (props: IconProps) => <Icon d="M6 11h12v10H6zM8 11V7a4 4 0 018 0v4" {...props} />;
