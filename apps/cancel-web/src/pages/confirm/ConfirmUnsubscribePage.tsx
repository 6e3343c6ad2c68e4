import { productForConfirmPathSegment, RequestError, type Product } from '@cancel-flow/api-client';
import { Button } from '@cancel-flow/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@cancel-flow/i18n/react';
import { languageQuery } from '@cancel-flow/i18n';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingPage } from '../../shell/AppPage';
import { useGlobalError } from '../../shell/globalError';
import { productPage } from '../../shell/productPages';
import { HomeLink, StatusPage, SupportLink } from '../../shell/StatusPage';
import { useServices } from '../../shell/services';
import { useProductApi } from '../../shell/useProductApi';
import { withTexts } from '../../shell/withTexts';
import { announceConfirmation } from '../../survey/followSignedIn';
import { clearConfirmedSurvey } from '../../survey/confirmedSurvey';
import { useConfirmEntry, whoIsSignedIn } from './useConfirmEntry';

type ConfirmState = 'confirming' | 'confirmed' | 'missing-key' | 'invalid-key' | 'failed';

/** /cancel/{segment}/confirm-unsubscribe?key=: applies the cancellation from the e-mail link. */
function ConfirmUnsubscribePage({ segment }: { readonly segment: string }) {
  const product = productForConfirmPathSegment(segment);
  // The language goes along, not the rest of the query: the key is for this page only.
  const home = { pathname: '/', search: languageQuery(useLocation().search) };
  if (!product) return <Navigate to={home} replace />;
  return <ConfirmUnsubscribe product={product} />;
}

export default withTexts('pages', ConfirmUnsubscribePage);

function ConfirmUnsubscribe({ product }: { product: Product }) {
  const { t } = useTranslation();
  const productApi = useProductApi(productPage(product));
  const { storage, signedInUserId } = useServices();
  const { showError, clearError } = useGlobalError();
  const { key, answeredBefore, recordAnswer } = useConfirmEntry(product);
  const [confirmState, setState] = useState<ConfirmState>(
    key === '' ? (answeredBefore ?? 'missing-key') : 'confirming',
  );
  // A kept key that its customer cannot be shown to own is dropped: the link counts as incomplete.
  const state = key === '' && confirmState === 'confirming' ? 'missing-key' : confirmState;
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key) return;
    let current = true;
    productApi.confirm(key).then(
      () => {
        // Nothing of the cancelled product's survey stays in the tab, nor in the customer's other
        // tabs; whose survey it was is known only from who is signed in.
        void whoIsSignedIn(signedInUserId).then((userId) => {
          clearConfirmedSurvey(storage, product, userId ?? undefined);
          if (userId !== undefined && userId !== null) announceConfirmation(product, userId);
        });
        if (!current) return;
        setState('confirmed');
        recordAnswer('confirmed');
      },
      (error: unknown) => {
        if (!current) return;
        // The server does not know this key: a clear failure, not an outage.
        if (error instanceof RequestError && [400, 404, 410].includes(error.status)) {
          setState('invalid-key');
          recordAnswer('invalid-key');
        } else {
          // An outage: the entry keeps the key, for Try again or a reload.
          showError(error);
          setState('failed');
        }
      },
    );
    return () => {
      current = false;
    };
  }, [productApi, key, attempt, showError, storage, signedInUserId, product, recordAnswer]);

  if (state === 'confirming') return <LoadingPage variant="panel" label={t('confirm.loading')} />;

  if (state === 'confirmed') {
    return (
      <StatusPage status="success" title={t('confirm.successTitle')}>
        <p>{t('confirm.successBody')}</p>
      </StatusPage>
    );
  }

  const message =
    state === 'missing-key'
      ? t('confirm.missingKey')
      : state === 'invalid-key'
        ? t('confirm.invalidKey')
        : t('confirm.failed');
  return (
    <StatusPage
      status="failure"
      title={t('confirm.failureTitle')}
      actions={
        <>
          {state === 'failed' ? (
            <Button
              variant="primary"
              onClick={() => {
                clearError();
                setState('confirming');
                setAttempt((count) => count + 1);
              }}
            >
              {t('buttons.tryAgain')}
            </Button>
          ) : null}
          <SupportLink variant={state === 'failed' ? 'secondary' : 'primary'} />
          <HomeLink variant="link" />
        </>
      }
    >
      <p>{message}</p>
    </StatusPage>
  );
}
