// Accessibility helpers
export { VisuallyHidden, type VisuallyHiddenProps } from './a11y/VisuallyHidden';

// Buttons
export { Button, type ButtonProps } from './button/Button';
export { ButtonLink, type ButtonLinkProps } from './button/ButtonLink';
export type { ButtonSize, ButtonVariant } from './button/buttonClassName';
export { Spinner, type SpinnerProps } from './button/Spinner';

// Form fields
export { TextField, type TextFieldProps } from './fields/TextField';
export { TextArea, type TextAreaProps } from './fields/TextArea';
export { Checkbox, type CheckboxProps } from './fields/Checkbox';
export { RadioGroup, type RadioChoice, type RadioGroupProps } from './fields/RadioGroup';
export { FieldWarning, type FieldWarningProps } from './fields/FieldWarning';
export {
  OptionalMarker,
  type LabelAppearance,
  type OptionalMarkerProps,
} from './fields/FieldLabel';
export {
  useFieldWarning,
  type FieldWarningBinding,
  type UseFieldWarningOptions,
} from './fields/useFieldWarning';

// Feedback
export { ErrorBanner, type ErrorBannerProps } from './feedback/ErrorBanner';
export { PagePlaceholder, type PagePlaceholderProps } from './feedback/PagePlaceholder';
export { Notice, type NoticeProps, type NoticeTone } from './feedback/Notice';
export { StatusPanel, type StatusPanelProps, type StatusPanelStatus } from './feedback/StatusPanel';

// Layout
export { PageLayout, type PageLayoutProps } from './layout/PageLayout';
export { Card, type CardProps } from './layout/Card';
export { PageHeading, type PageHeadingProps } from './layout/PageHeading';
export { Actions, type ActionsProps } from './layout/Actions';
export { Stack, type StackProps } from './layout/Stack';

// Retention offers
export { OfferPanel, type OfferPanelProps } from './offers/OfferPanel';
export { PlanChoice, type PlanChoiceProps, type PlanOption } from './offers/PlanChoice';

// Navigation
export { StepProgress, type StepProgressProps, type StepState } from './navigation/StepProgress';
export {
  LinkList,
  type LinkListItem,
  type LinkListProps,
  type LinkRenderProps,
} from './navigation/LinkList';

// Illustrations
export {
  NoSubscriptionIllustration,
  type NoSubscriptionIllustrationProps,
} from './illustrations/NoSubscriptionIllustration';
