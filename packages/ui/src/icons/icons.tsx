import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

// Decorative 20px icons drawn in currentColor; meaning is always carried by nearby text.
function Icon({ className, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={className ? `cf-icon ${className}` : 'cf-icon'}
      {...rest}
    >
      {children}
    </svg>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="M8.6 2.9a1.6 1.6 0 0 1 2.8 0l6.9 12.2a1.6 1.6 0 0 1-1.4 2.4H3.1a1.6 1.6 0 0 1-1.4-2.4z"
        fill="currentColor"
      />
      <path d="M10 7v4.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="14.5" r="1.1" fill="#fff" />
    </Icon>
  );
}

export function ErrorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="8.5" fill="currentColor" />
      <path d="M10 5.5V11" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="14" r="1.1" fill="#fff" />
    </Icon>
  );
}

export function SuccessIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="8.5" fill="currentColor" />
      <path
        d="m6 10.3 2.6 2.6L14 7.5"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

export function FailureIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="8.5" fill="currentColor" />
      <path d="m7 7 6 6m0-6-6 6" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
    </Icon>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="10" cy="10" r="8.5" fill="currentColor" />
      <path d="M10 9v5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <circle cx="10" cy="6" r="1.1" fill="#fff" />
    </Icon>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="4.5" width="15" height="11" rx="2" stroke="currentColor" strokeWidth="1.6" />
      <path d="m3 5.5 7 5.5 7-5.5" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="m4.5 10.5 3.5 3.5 7.5-8"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path
        d="m7.5 4.5 5.5 5.5-5.5 5.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}
