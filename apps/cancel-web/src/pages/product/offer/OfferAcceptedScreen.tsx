import { useTranslation } from '@cancel-flow/i18n/react';
import { StatusPage } from '../../../shell/StatusPage';
import type { AcceptedOffer } from '../../../survey/acceptedOffer';
import { usePassOverStepEntries } from '../../../survey/usePassOverStepEntries';
import { offerSuccessTexts } from './offerTexts';
import { withOutcomeTexts } from '../outcomeTexts';

/** The offer was accepted: the subscription stays active, on these terms; Go to homepage. */
function OfferAcceptedScreen({ accepted }: { readonly accepted: AcceptedOffer }) {
  const { t, i18n } = useTranslation();
  const { title, body } = offerSuccessTexts(t, i18n.language, accepted);
  usePassOverStepEntries();
  return (
    <StatusPage status="success" title={title} focusOnMount>
      <p>{body}</p>
    </StatusPage>
  );
}

export default withOutcomeTexts(OfferAcceptedScreen);
