import { cx } from '../utils/cx';

export interface NoSubscriptionIllustrationProps {
  className?: string;
  /** Rendered width in px (height follows the 4:3 ratio); it also shrinks with its container. */
  width?: number;
}

/** The card's placeholder text lines, top to bottom, then its button; all pill-shaped. */
const cardLines = [
  { y: 80, width: 64, height: 7 },
  { y: 96, width: 48, height: 7 },
  { y: 112, width: 56, height: 7 },
  { y: 132, width: 30, height: 10 },
];

/**
 * Decorative picture for the no-subscription page: an empty subscription card beside a dashed
 * slot. Hidden from assistive technology; the page's heading carries the meaning. Colours come from
 * the tokens (attributes are fallbacks for use without the stylesheet).
 */
export function NoSubscriptionIllustration({
  className,
  width = 240,
}: NoSubscriptionIllustrationProps) {
  return (
    <svg
      className={cx('cf-illustration', className)}
      viewBox="0 0 240 180"
      width={width}
      height={(width * 3) / 4}
      aria-hidden="true"
      focusable="false"
    >
      <ellipse className="cf-illustration__bg" cx="120" cy="96" rx="108" ry="76" fill="#f3f0fe" />
      <rect
        className="cf-illustration__slot"
        x="132"
        y="42"
        width="78"
        height="104"
        rx="12"
        fill="none"
        stroke="#c9bdf6"
        strokeWidth="2.5"
        strokeDasharray="7 6"
      />
      <g transform="rotate(-6 86 96)">
        <rect
          className="cf-illustration__card"
          x="40"
          y="36"
          width="92"
          height="120"
          rx="12"
          fill="#fff"
          stroke="#ddd5fb"
          strokeWidth="2"
        />
        <rect
          className="cf-illustration__header"
          x="40"
          y="36"
          width="92"
          height="30"
          rx="12"
          fill="#ddd5fb"
        />
        <rect
          className="cf-illustration__header"
          x="40"
          y="54"
          width="92"
          height="12"
          fill="#ddd5fb"
        />
        {cardLines.map(({ y, width, height }) => (
          <rect
            key={y}
            className="cf-illustration__line"
            x="54"
            y={y}
            width={width}
            height={height}
            rx={height / 2}
            fill="#e3e1ea"
          />
        ))}
      </g>
      <circle className="cf-illustration__accent" cx="171" cy="94" r="19" fill="#4b2bbf" />
      <path d="M162 94h18" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <circle className="cf-illustration__spark" cx="32" cy="48" r="4" fill="#c9bdf6" />
      <circle className="cf-illustration__spark" cx="214" cy="30" r="3" fill="#c9bdf6" />
      <path
        className="cf-illustration__accent-stroke"
        d="M206 150l6 6m0-6-6 6"
        stroke="#4b2bbf"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
