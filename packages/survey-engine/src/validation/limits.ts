// The single source for validators, character counters and `maxLength` hints (product §5, §9).
// Lengths are counted with `textLength` (Unicode code points).

/** Maximum length of the name on the final step. */
export const NAME_MAX_LENGTH = 80;
/** Maximum length of a free-text answer on steps 1 and 2. */
export const FREE_TEXT_MAX_LENGTH = 1500;
/** Maximum length of the other-services text on step 3.5. */
export const SERVICES_MAX_LENGTH = 250;
