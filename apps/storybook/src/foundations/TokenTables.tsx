import { Fragment, type CSSProperties, type ReactNode } from 'react';
import './foundations.css';
import {
  contrastRatio,
  cssBreakpoints,
  type Token,
  tokens,
  tokensWithPrefix,
  tokenValue,
  toPx,
} from './tokens';

/**
 * What a token is for, in the words of packages/ui/README.md ("Design tokens"). A token missing
 * here still shows, with its tokens.css comment; a name here that tokens.css lost shows nowhere.
 */
const meaning: Record<string, string> = {
  '--cf-color-brand': 'Primary actions, links, focus and selection (deep violet, 8.8:1 on white).',
  '--cf-color-brand-hover': 'Brand colour on hover.',
  '--cf-color-brand-active': 'Brand colour while pressed.',
  '--cf-color-brand-subtle': 'Light brand tint: backgrounds of selected and highlighted items.',
  '--cf-color-brand-muted': 'Stronger brand tint: borders and accents on tinted backgrounds.',
  '--cf-color-on-brand': 'Text and icons on the brand colour.',
  '--cf-color-danger': 'Destructive actions and errors (6.6:1 on white).',
  '--cf-color-danger-hover': 'Danger colour on hover.',
  '--cf-color-danger-active': 'Danger colour while pressed.',
  '--cf-color-danger-subtle': 'Light danger tint: backgrounds of error messages.',
  '--cf-color-danger-muted': 'Stronger danger tint: borders on tinted backgrounds.',
  '--cf-color-on-danger': 'Text and icons on the danger colour.',
  '--cf-color-success': 'Success: confirmations and done states.',
  '--cf-color-success-subtle': 'Light success tint: backgrounds of success notes.',
  '--cf-color-warning': 'Warning: consequences to consider.',
  '--cf-color-warning-subtle': 'Light warning tint: backgrounds of warning notes.',
  '--cf-color-text': 'Body text and headings.',
  '--cf-color-text-muted':
    'Secondary text: hints, captions, descriptions (≥ 6:1 on every surface).',
  '--cf-color-background': 'The page behind the cards.',
  '--cf-color-surface': 'Cards, panels and controls (white).',
  '--cf-color-surface-muted': 'A quieter surface inside a card.',
  '--cf-color-border': 'Decorative borders and dividers (not for controls).',
  '--cf-color-border-strong': 'Borders of controls: inputs, checkboxes, radios (4.6:1).',
  '--cf-color-disabled': 'Disabled controls.',
  '--cf-color-focus': 'The focus ring (`--cf-focus-ring`) of every control and focus target.',
  '--cf-color-skeleton': 'Loading placeholders (skeleton shapes).',
  '--cf-color-skeleton-highlight': 'The shimmer moving over loading placeholders.',
  '--cf-font-family': 'The system font stack: no web font to download.',
  '--cf-font-size-sm': 'Small text: hints, captions, counters.',
  '--cf-font-size-md': 'Body text (1rem base).',
  '--cf-font-size-lg': 'Subtitles and emphasised text.',
  '--cf-font-size-xl': 'Section and panel headings.',
  '--cf-font-size-xxl': 'Page titles (h1).',
  '--cf-font-weight-regular': 'Body text.',
  '--cf-font-weight-semibold': 'Labels, buttons, emphasis.',
  '--cf-font-weight-bold': 'Headings.',
  '--cf-line-height': 'Body text.',
  '--cf-line-height-tight': 'Headings and short labels.',
  '--cf-radius-sm': "Small shapes: checkboxes and the placeholder's lines.",
  '--cf-radius-md': 'Controls: buttons, fields, answer cards, notices and the warning tooltip.',
  '--cf-radius-lg': 'Cards.',
  '--cf-radius-pill':
    'Fully rounded ends, for tags or pill buttons of your own; no component of the kit uses it yet.',
  '--cf-shadow-card': 'Cards and raised panels.',
  '--cf-shadow-popover': 'Floating elements: the warning tooltip.',
  '--cf-focus-ring': 'The visible :focus-visible outline (3px solid focus colour).',
  '--cf-control-height': 'Minimum height of buttons and inputs (2.75rem = 44px target).',
  '--cf-duration': 'Hover, focus and state transitions (stopped with reduced motion).',
};

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #e3e1ea',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const headCell: CSSProperties = { ...cell, fontWeight: 600, borderBottom: '2px solid #c9c6d6' };
const code: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
};

function TokenTable({
  head,
  rows,
}: {
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', margin: '16px 0 32px' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col" style={headCell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((content, index) => (
              <td key={index} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Name({ token }: { token: Token }) {
  return <code style={code}>{token.name}</code>;
}

function Value({ token }: { token: Token }) {
  const px = toPx(token.value);
  return (
    <>
      <code style={{ ...code, whiteSpace: 'normal' }}>{token.value}</code>
      {px !== undefined && token.value.endsWith('rem') ? (
        <span style={{ color: '#5b5870' }}> = {px}px</span>
      ) : null}
    </>
  );
}

/** A sentence with its `code` spans (the notes' Markdown backticks) set as code, not as backticks. */
function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} style={code}>
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** The token's meaning, then the components whose CSS reads it. */
function Usage({ token }: { token: Token }) {
  const text = meaning[token.name] ?? token.comment;
  return (
    <>
      {text ? (
        <div>
          <WithCode text={text} />
        </div>
      ) : null}
      {token.usedBy.length > 0 ? (
        <div style={{ color: '#5b5870', fontSize: '0.8125rem', marginTop: 2 }}>
          Used by: {token.usedBy.join(', ')}
        </div>
      ) : null}
    </>
  );
}

/** A table of tokens, each with its name, value, a sample drawn with it and where it is used. */
function SampleTable({
  tokens: shown,
  sampleHeading = 'Sample',
  sample,
}: {
  tokens: readonly Token[];
  sampleHeading?: string;
  sample: (token: Token) => ReactNode;
}) {
  return (
    <TokenTable
      head={['Token', 'Value', sampleHeading, 'Where used']}
      rows={shown.map((token) => ({
        key: token.name,
        cells: [
          <Name key="name" token={token} />,
          <Value key="value" token={token} />,
          <Fragment key="sample">{sample(token)}</Fragment>,
          <Usage key="usage" token={token} />,
        ],
      }))}
    />
  );
}

function ratio(foreground: string, background: string | undefined): string {
  const value = background ? contrastRatio(foreground, background) : undefined;
  return value === undefined ? '–' : `${value.toFixed(1)}:1`;
}

/**
 * The contrast that matters for a colour: an `on-` colour's against the colour it sits on
 * (`--cf-color-on-brand` on `--cf-color-brand`), any other's on white and on the page background.
 */
function contrastOf(token: { name: string; value: string }, white: string, background?: string) {
  const base = /^--cf-color-on-(.+)$/.exec(token.name)?.[1];
  const under = base ? tokenValue(`--cf-color-${base}`) : undefined;
  if (base && under) return `${ratio(token.value, under)} on ${base}`;
  return `${ratio(token.value, white)} / ${ratio(token.value, background)}`;
}

const colourGroups: { title: string; match: (name: string) => boolean }[] = [
  { title: 'Brand', match: (name) => /^--cf-color-(on-)?brand/.test(name) },
  { title: 'Danger', match: (name) => /^--cf-color-(on-)?danger/.test(name) },
  { title: 'Status', match: (name) => /^--cf-color-(success|warning)/.test(name) },
  { title: 'Neutral', match: () => true },
];

/** Every `--cf-color-*` token as a swatch, grouped as in the README, with its contrast. */
export function ColorPalette() {
  const colours = tokensWithPrefix('--cf-color-');
  const white = tokenValue('--cf-color-surface') ?? '#fff';
  const background = tokenValue('--cf-color-background');
  const seen = new Set<string>();
  return (
    <>
      {colourGroups.map((group) => {
        const members = colours.filter((token) => !seen.has(token.name) && group.match(token.name));
        for (const token of members) seen.add(token.name);
        if (members.length === 0) return null;
        return (
          <section key={group.title}>
            <h3>{group.title}</h3>
            <TokenTable
              head={[
                'Swatch',
                'Token',
                'Value',
                'Contrast on white / background (on- colours: on their colour)',
                'Where used',
              ]}
              rows={members.map((token) => ({
                key: token.name,
                cells: [
                  <span
                    key="swatch"
                    aria-hidden="true"
                    style={{
                      display: 'block',
                      width: 56,
                      height: 40,
                      borderRadius: 6,
                      background: `var(${token.name})`,
                      boxShadow: 'inset 0 0 0 1px rgb(28 26 41 / 16%)',
                    }}
                  />,
                  <Name key="name" token={token} />,
                  <Value key="value" token={token} />,
                  <span key="ratio" style={code}>
                    {contrastOf(token, white, background)}
                  </span>,
                  <Usage key="usage" token={token} />,
                ],
              }))}
            />
          </section>
        );
      })}
    </>
  );
}

/** `--cf-space-*` as bars of their own length. */
export function SpacingScale() {
  return (
    <SampleTable
      tokens={tokensWithPrefix('--cf-space-')}
      sampleHeading={'Size'}
      sample={(token) => (
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            width: `var(${token.name})`,
            height: 16,
            background: 'var(--cf-color-brand-muted)',
            borderLeft: '2px solid var(--cf-color-brand)',
            borderRight: '2px solid var(--cf-color-brand)',
          }}
        />
      )}
    />
  );
}

const SAMPLE = 'Why do you want to cancel?';
const PARAGRAPH =
  'Cancellation processing typically takes 1 day, and up to 3 business days in rare cases. You can resend the email in 42 seconds.';

/** Font family, sizes, weights and line heights, each with a sample set in it. */
export function Typography() {
  const family = tokensWithPrefix('--cf-font-family');
  const sizes = tokensWithPrefix('--cf-font-size-');
  const weights = tokensWithPrefix('--cf-font-weight-');
  const lineHeights = tokensWithPrefix('--cf-line-height');
  const sample = (style: CSSProperties) => (
    <span style={{ fontFamily: 'var(--cf-font-family)', color: 'var(--cf-color-text)', ...style }}>
      {style.lineHeight ? PARAGRAPH : SAMPLE}
    </span>
  );
  return (
    <>
      <h3>Font family</h3>
      <SampleTable
        tokens={family}
        sample={(token) => sample({ fontFamily: `var(${token.name})` })}
      />
      <h3>Sizes</h3>
      <SampleTable
        tokens={sizes}
        sample={(token) =>
          sample({
            fontSize: `var(${token.name})`,
            lineHeight: undefined,
            fontWeight: 'var(--cf-font-weight-semibold)',
          })
        }
      />
      <h3>Weights</h3>
      <SampleTable
        tokens={weights}
        sample={(token) =>
          sample({ fontWeight: `var(${token.name})`, fontSize: 'var(--cf-font-size-lg)' })
        }
      />
      <h3>Line heights</h3>
      <SampleTable
        tokens={lineHeights}
        sample={(token) =>
          sample({
            lineHeight: `var(${token.name})`,
            display: 'block',
            maxWidth: 280,
            fontSize: 'var(--cf-font-size-md)',
            background: 'var(--cf-color-brand-subtle)',
          })
        }
      />
    </>
  );
}

/** `--cf-radius-*` on sample boxes. */
export function Radii() {
  return (
    <SampleTable
      tokens={tokensWithPrefix('--cf-radius-')}
      sample={(token) => (
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            width: 96,
            height: 48,
            borderRadius: `var(${token.name})`,
            border: '2px solid var(--cf-color-border-strong)',
            background: 'var(--cf-color-surface)',
          }}
        />
      )}
    />
  );
}

/** `--cf-shadow-*` on sample cards, over the page background. */
export function Shadows() {
  return (
    <SampleTable
      tokens={tokensWithPrefix('--cf-shadow-')}
      sample={(token) => (
        <span
          aria-hidden="true"
          style={{
            display: 'block',
            padding: 16,
            background: 'var(--cf-color-background)',
            borderRadius: 8,
          }}
        >
          <span
            style={{
              display: 'block',
              width: 120,
              height: 56,
              borderRadius: 'var(--cf-radius-md)',
              background: 'var(--cf-color-surface)',
              boxShadow: `var(${token.name})`,
            }}
          />
        </span>
      )}
    />
  );
}

/** `--cf-duration*`: hover the sample to see a transition of that length. */
export function Durations() {
  return (
    <SampleTable
      tokens={tokensWithPrefix('--cf-duration')}
      sampleHeading={'Sample (hover or focus it)'}
      sample={(token) => (
        <button
          type="button"
          className="sb-foundations-duration"
          style={{ transitionDuration: `var(${token.name})` }}
        >
          Hover me
        </button>
      )}
    />
  );
}

/** Tokens of no other table (focus ring, control height, and any token added later). */
export function OtherTokens() {
  const shown = [
    '--cf-color-',
    '--cf-space-',
    '--cf-font-',
    '--cf-line-height',
    '--cf-radius-',
    '--cf-shadow-',
    '--cf-duration',
  ];
  const rest = tokens.filter((token) => !shown.some((prefix) => token.name.startsWith(prefix)));
  return (
    <TokenTable
      head={['Token', 'Value', 'Where used']}
      rows={rest.map((token) => ({
        key: token.name,
        cells: [
          <Name key="name" token={token} />,
          <Value key="value" token={token} />,
          <Usage key="usage" token={token} />,
        ],
      }))}
    />
  );
}

/** What each breakpoint is for (product spec §9). */
const breakpointUse = [
  {
    name: 'mobile',
    use: 'Phones, from 320px: tighter page and card padding, buttons stacked at full width.',
  },
  {
    name: 'tablet',
    use: 'More page and card padding, larger page titles (--cf-font-size-xxl), buttons in a row.',
  },
  { name: 'screen', use: 'More room above the card and inside it.' },
];

/**
 * The breakpoints as the CSS uses them: the `min-width` media queries found in the kit's
 * stylesheets, named as in the product spec (§9: mobile ≤ 599px, tablet ≤ 1079px, screen ≥ 1080px).
 */
export function Breakpoints() {
  const starts = [0, ...cssBreakpoints()];
  return (
    <TokenTable
      head={['Breakpoint', 'Width (CSS px)', 'Media query', 'What changes']}
      rows={starts.map((start, index) => {
        const next = starts[index + 1];
        const name = breakpointUse[index]?.name ?? `from ${start}px`;
        const width =
          next === undefined
            ? `≥ ${start}px`
            : start === 0
              ? `≤ ${next - 1}px`
              : `${start}–${next - 1}px`;
        const query = start === 0 ? `(max-width: ${(next ?? 1) - 1}px)` : `(min-width: ${start}px)`;
        return {
          key: name,
          cells: [
            <strong key="name">{name}</strong>,
            <span key="width">{width}</span>,
            <code key="query" style={code}>
              {query}
            </code>,
            <span key="use">{breakpointUse[index]?.use ?? ''}</span>,
          ],
        };
      })}
    />
  );
}
