// Loaded on its own after step 1 renders (see useRetentionOffer): the offer policy stays off the
// code step 1 needs.
export { canSeeOffers, selectOffer } from '@cancel-flow/survey-engine';
