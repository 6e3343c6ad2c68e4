import { canCancel, type ProductPage } from '../../shell/productPages';
import { SessionGate } from '../../shell/SessionGate';
import { SurveyFlow } from './SurveyFlow';

/** A product's cancellation page (product §2): page load and guards, then the survey. */
export default function ProductCancelPage({ page }: { page: ProductPage }) {
  return (
    <SessionGate allows={(user) => canCancel(page, user)}>
      {(session) => <SurveyFlow key={page.product} page={page} session={session} />}
    </SessionGate>
  );
}
