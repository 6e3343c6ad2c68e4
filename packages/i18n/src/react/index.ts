export { I18nProvider, useTranslation } from './I18nProvider';
export { Trans, type TransProps } from './Trans';
