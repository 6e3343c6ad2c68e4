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

type MarkProps = SVGProps<SVGPathElement> & {
  /** Centre of the dot under (or over) the stroke, as in "!" and "i". */
  dotY?: number;
};

/**
 * A white 2px stroke drawn over a filled shape, with the dot of "!" or "i" when `dotY` is set. In
 * forced colours the shape takes the text's colour, and the mark the page's (base.css).
 */
function WhiteMark({ d, dotY, ...rest }: MarkProps) {
  return (
    <>
      <path
        d={d}
        className="cf-icon__mark"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        {...rest}
      />
      {dotY === undefined ? null : (
        <circle className="cf-icon__mark-dot" cx="10" cy={dotY} r="1.1" fill="#fff" />
      )}
    </>
  );
}

/** A filled disc with a white glyph (usually a `WhiteMark`) on it. */
function DiscIcon({ glyph, ...rest }: IconProps & { glyph: ReactNode }) {
  return (
    <Icon {...rest}>
      <circle cx="10" cy="10" r="8.5" fill="currentColor" />
      {glyph}
    </Icon>
  );
}

/** One open line with round caps and joins, e.g. a check mark or a chevron. */
function LineIcon({ line, weight, ...rest }: IconProps & { line: string; weight: string }) {
  return (
    <Icon {...rest}>
      <path
        d={line}
        stroke="currentColor"
        strokeWidth={weight}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

export const WarningIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      d="M8.6 2.9a1.6 1.6 0 0 1 2.8 0l6.9 12.2a1.6 1.6 0 0 1-1.4 2.4H3.1a1.6 1.6 0 0 1-1.4-2.4z"
      fill="currentColor"
    />
    <WhiteMark d="M10 7v4.5" dotY={14.5} />
  </Icon>
);

export const ErrorIcon = (props: IconProps) => (
  <DiscIcon {...props} glyph={<WhiteMark d="M10 5.5V11" dotY={14} />} />
);

export const SuccessIcon = (props: IconProps) => (
  <DiscIcon {...props} glyph={<WhiteMark d="m6 10.3 2.6 2.6L14 7.5" strokeLinejoin="round" />} />
);

export const FailureIcon = (props: IconProps) => (
  <DiscIcon {...props} glyph={<WhiteMark d="m7 7 6 6m0-6-6 6" />} />
);

export const InfoIcon = (props: IconProps) => (
  <DiscIcon {...props} glyph={<WhiteMark d="M10 9v5" dotY={6} />} />
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="4.5" width="15" height="11" rx="2" stroke="currentColor" strokeWidth="1.6" />
    <path d="m3 5.5 7 5.5 7-5.5" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
  </Icon>
);

export const CheckIcon = (props: IconProps) => (
  <LineIcon {...props} line="m4.5 10.5 3.5 3.5 7.5-8" weight="2.2" />
);

export const ChevronRightIcon = (props: IconProps) => (
  <LineIcon {...props} line="m7.5 4.5 5.5 5.5-5.5 5.5" weight="2" />
);
