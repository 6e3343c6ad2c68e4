import type { User } from '@cancel-flow/api-client';
import { deriveUserFlags, selectQuestionSet } from '@cancel-flow/survey-engine';
import { useMemo, useState } from 'react';
import type { ProductPage } from '../../shell/productPages';
import { useServices } from '../../shell/services';
import { CancellationConfirmedScreen, CheckEmailScreen } from './checkEmail/checkEmailScreen';
import { OfferAcceptedScreen } from './offer/offerScreens';
import { SurveyScreen } from './SurveyScreen';
import { surveyStorage, type SentSurvey } from '../../survey/surveyStorage';

interface SurveyFlowProps {
  readonly page: ProductPage;
  readonly session: { readonly user: User; readonly loadedAt: Date };
}

/** The survey for paid or trial users, then the check-your-email screen (or an accepted offer). */
export function SurveyFlow({ page, session }: SurveyFlowProps) {
  const { storage } = useServices();
  const flags = deriveUserFlags(session.user);
  const definition = selectQuestionSet(flags);
  const saved = useMemo(
    () =>
      surveyStorage(storage, {
        userId: session.user.user_id ?? '',
        product: page.product,
        questionSetId: definition.id,
      }),
    [storage, session.user.user_id, page.product, definition.id],
  );
  const [sent, setSent] = useState<SentSurvey | null>(() => saved.loadSent());
  const [confirmed] = useState(() => saved.isConfirmed());
  // An offer accepted in this tab stays on screen after a reload, like a sent survey.
  const [accepted, setAccepted] = useState(() => saved.loadAccepted());

  if (confirmed) return <CancellationConfirmedScreen />;
  if (sent) {
    const resent = (again: SentSurvey) => {
      saved.saveSent(again);
      setSent(again);
    };
    return (
      <CheckEmailScreen
        page={page}
        sent={sent}
        onResent={resent}
        userId={session.user.user_id ?? ''}
      />
    );
  }
  if (accepted) return <OfferAcceptedScreen accepted={accepted} />;
  return (
    <SurveyScreen
      page={page}
      definition={definition}
      isTrial={flags.isTrial}
      user={session.user}
      loadedAt={session.loadedAt}
      storage={saved}
      onSent={setSent}
      onOfferAccepted={setAccepted}
    />
  );
}
