/** The check-your-email screen's bundle: preloaded with the survey, rendered after the send. */
export const loadCheckEmailScreen = () => import('./CheckEmailScreen');
